import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { firstLoadPlugin } from "../../../core/build/first-load.js";
import { firstLoadOutputs } from "../../../core/src/test-utils/first-load.js";
import { coreSubpathImports } from "../../../core/src/test-utils/subpath-imports.js";

const source = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** The workspace packages from their sources, as the tests resolve them. */
const workspaceSources: Plugin = {
  name: "workspace-sources",
  setup(builder) {
    builder.onResolve({ filter: /^@app\/(core|react)(\/\w+)?$/ }, (args) => {
      const [, pkg, sub] = /^@app\/(core|react)(?:\/(\w+))?$/.exec(args.path) ?? [];
      return { path: source(`${pkg}/src/${sub ?? "index"}.ts`) };
    });
  },
};

/**
 * Bundles `contents` (an app's entry, importing from `./index.js` of this package) the way an
 * app's bundler would, with code splitting, React left out and the workspace packages taken from
 * their sources (the core's through its ESM build's first-load plugin, so with the chunks an app
 * gets from its dist): `initial` is what the page loads (the entry chunk and its static imports),
 * `lazy` what `import()` fetches later.
 */
export async function bundleUiForBrowser(
  contents: string,
): Promise<{ initial: string; lazy: string }> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL("..", import.meta.url)), loader: "tsx" },
    bundle: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    charset: "utf8",
    write: false,
    logLevel: "silent",
    splitting: true,
    outdir: "/virtual-out",
    metafile: true,
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    plugins: [workspaceSources, coreSubpathImports, firstLoadPlugin],
  });
  const initial = firstLoadOutputs(result.metafile);
  const name = (path: string) => path.slice(path.lastIndexOf("virtual-out/"));
  const initialNames = new Set(initial.map(name));
  const text = (wanted: boolean) =>
    result.outputFiles
      .filter((file) => initialNames.has(name(file.path)) === wanted)
      .map((file) => file.text)
      .join("\n");
  return { initial: text(true), lazy: text(false) };
}
