import { fileURLToPath } from "node:url";

/** @type {import("next").NextConfig} */
export default {
  // The build goes to dist/ (what the monorepo's build caches), not .next/.
  distDir: "dist",
  // Turbopack resolves nothing outside its root: the workspace packages live two levels up.
  turbopack: { root: fileURLToPath(new URL("../..", import.meta.url)) },
  // `pnpm typecheck` checks the example (tsc); the build need not again.
  typescript: { ignoreBuildErrors: true },
};
