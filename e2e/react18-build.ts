import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { build, type InlineConfig } from "vite";
import { react18Alias } from "../test/react18/aliases.ts";

/**
 * `vite build` of `config` with React 18.3 (test/react18) in place of the workspace's React 19,
 * as a production build: vitest runs with NODE_ENV=test, which would make Vite compile JSX for
 * React's development runtime.
 *
 * @example
 * ```ts
 * await buildWithReact18({ root: "examples/react-vite", build: { outDir } });
 * ```
 */
export async function buildWithReact18(config: InlineConfig): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ logLevel: "warn", ...config, resolve: { alias: react18Alias } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The React versions (`18.3.1`, `19.3.1`) that the JavaScript files under `dir` bundle. */
export async function bundledReactVersions(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".js"));
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
  return [...new Set(texts.join("\n").match(/\b1[89]\.3\.1\b/g))].sort();
}
