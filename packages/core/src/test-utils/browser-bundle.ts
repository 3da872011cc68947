import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { firstLoadPlugin } from "../../build/first-load.js";
import { firstLoadOutputs } from "./first-load.js";
import { coreSubpathImports } from "./subpath-imports.js";

// Bundles test entries from the core's sources as an app's bundler would, with code splitting:
// what the page loads is the entry chunk and the chunks it imports statically; code behind
// `import()` is fetched when first used. The sources go through the ESM build's first-load plugin
// (build/first-load.ts), so the chunks are those an app gets from dist/.

/**
 * The code a page loads at once, and the code it may load later, each joined into one string;
 * `initialChunks` lists the files of the first load with the modules whose code each holds.
 */
export async function bundleForBrowser(
  contents: string,
): Promise<{ initial: string; lazy: string; initialChunks: { modules: string[] }[] }> {
  const options = {
    stdin: { contents, resolveDir: fileURLToPath(new URL("..", import.meta.url)), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  } as const;
  const result = await build({
    ...options,
    splitting: true,
    outdir: "/virtual-out",
    metafile: true,
    plugins: [coreSubpathImports, firstLoadPlugin],
  });
  const outputs = result.metafile.outputs;
  const initial = firstLoadOutputs(result.metafile);
  // The metafile names outputs relative to the working directory, the files absolutely.
  const name = (path: string) => path.slice(path.lastIndexOf("virtual-out/"));
  const initialNames = new Set(initial.map(name));
  const text = (wanted: boolean) =>
    result.outputFiles
      .filter((file) => initialNames.has(name(file.path)) === wanted)
      .map((file) => file.text)
      .join("\n");
  const initialChunks = initial.map((path) => ({
    modules: Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => module),
  }));
  return { initial: text(true), lazy: text(false), initialChunks };
}
