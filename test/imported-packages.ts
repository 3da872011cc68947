/// <reference types="node" />
// Read by the package tests of @app/react and @app/ui, whose tsconfig has no Node types.
import { readdirSync, readFileSync } from "node:fs";

/**
 * The packages that the shipped sources under `srcDir` import (test files and test utilities
 * left out), by package name: `@app/core/internal` counts as `@app/core`, `react/jsx-runtime`
 * as `react`, and the automatic JSX runtime of `.tsx` files as `react`.
 */
export function importedPackages(srcDir: URL): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$|(^|\/)test-utils\//.test(entry)) continue;
    if (entry.endsWith(".tsx")) names.add("react");
    // Comment lines left out: TSDoc examples show imports that the module does not make.
    const source = readFileSync(new URL(entry, srcDir), "utf8")
      .split("\n")
      .filter((line: string) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join("\n");
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      if (!specifier || specifier.startsWith(".")) continue;
      const parts = specifier.split("/");
      names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? ""));
    }
  }
  return [...names].sort();
}

/** The `dependencies` and `peerDependencies` names of the package.json at `path`, sorted. */
export function declaredPackages(path: URL): { dependencies: string[]; peers: string[] } {
  const manifest = JSON.parse(readFileSync(path, "utf8")) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  return {
    dependencies: Object.keys(manifest.dependencies ?? {}).sort(),
    peers: Object.keys(manifest.peerDependencies ?? {}).sort(),
  };
}
