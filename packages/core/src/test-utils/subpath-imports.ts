import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";

// The core's subpath imports (package.json "imports", such as `#request-tokens`) name files of
// dist. A test bundle built from the sources resolves them as a bundler resolves the package.json
// entry (its first condition that the build has), with the source file of the dist file it names:
// the test checks what the package sends to browsers.

const packageDir = new URL("../../", import.meta.url);

type Target = string | { [condition: string]: Target };

/** What esbuild (platform browser) and Vite's client build match: the browser bundles' side. */
export const BROWSER_CONDITIONS = ["browser", "import", "module", "default"];

/**
 * The source file (relative to the package) that `specifier` of the core's package.json
 * "imports" names for a build with `conditions`, as Node and bundlers match them: the entry's
 * conditions in their order in package.json, the first one the build has winning.
 *
 * @example
 * ```ts
 * resolveCoreImport("#request-tokens", ["node", "import", "default"]);
 * // "src/session/request-token-store.ts"
 * ```
 */
export function resolveCoreImport(specifier: string, conditions: readonly string[]): string {
  const manifest = JSON.parse(readFileSync(new URL("package.json", packageDir), "utf8")) as {
    imports?: Record<string, Target>;
  };
  const pick = (target: Target | undefined): string | undefined => {
    if (typeof target !== "object") return target;
    const condition = Object.keys(target).find((key) => conditions.includes(key));
    return condition === undefined ? undefined : pick(target[condition]);
  };
  const file = pick(manifest.imports?.[specifier]);
  if (file === undefined) {
    throw new Error(`${specifier} has no target for [${conditions}] in package.json "imports"`);
  }
  return file.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts");
}

/**
 * An esbuild plugin that resolves the core's `#…` imports, browser conditions, to sources.
 *
 * @example
 * ```ts
 * await build({ stdin, bundle: true, platform: "browser", plugins: [coreSubpathImports] });
 * ```
 */
export const coreSubpathImports: Plugin = {
  name: "core-subpath-imports",
  setup(builder) {
    const coreDir = fileURLToPath(packageDir);
    builder.onResolve({ filter: /^#/ }, (args) => {
      if (!args.importer.startsWith(coreDir)) return undefined;
      const source = resolveCoreImport(args.path, BROWSER_CONDITIONS);
      return { path: fileURLToPath(new URL(source, packageDir)) };
    });
  },
};
