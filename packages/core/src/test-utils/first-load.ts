import type { Metafile } from "esbuild";

/**
 * The outputs a page fetches before its code runs, as metafile paths: the chunk of the `stdin`
 * entry and every chunk it imports statically (lazy modules are entry points of their own chunks,
 * so the page's entry is the stdin one; external imports are not outputs).
 *
 * @example
 * ```ts
 * const result = await build({ stdin, bundle: true, splitting: true, metafile: true, … });
 * const paths = firstLoadOutputs(result.metafile);
 * ```
 */
export function firstLoadOutputs(metafile: Metafile): string[] {
  const { outputs } = metafile;
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === "<stdin>");
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
    }
  };
  if (entryPath) visit(entryPath);
  return [...initial];
}
