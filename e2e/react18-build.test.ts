import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { buildWithReact18, bundledReactVersions } from "./react18-build.js";

// The packages support React 18.3 and 19 (issue 14, section 3): the React + Vite example builds
// with either. On React 19 it is built and driven in Chromium by the other e2e tests (npm start's
// stack); here it is built with React 18.3 in its place.

const example = fileURLToPath(new URL("../examples/react-vite", import.meta.url));

it("examples/react-vite builds with React 18.3, and the bundle holds that React only", async () => {
  const outDir = await mkdtemp(join(tmpdir(), "react-vite-react18-"));
  try {
    await buildWithReact18({ root: example, build: { outDir, emptyOutDir: true } });
    expect(await bundledReactVersions(outDir)).toEqual(["18.3.1"]);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
