import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The emulator's modules import each other in no circle, type-only imports and `import()`
// included: types that two folders share sit below both, in modules of their own. Regression:
// `config/legacy-config.ts`, `config/resolve-config.ts` and `store/project-store.ts` imported
// each other (the project's config types lived in the store); `services/context.ts`,
// `http/control-access.ts` and `requests/request-log.ts` did (`OuterEnv`, `AllowedHosts`); and
// `emails/email-texts.ts` and `store/email-template-store.ts` did (`EmailTemplateType`).

const root = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /(?<!\.test)\.ts$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

/** The modules `file` imports, as paths from `src/`: every import line, type-only or `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? (match[2] as string);
    return relative(root, resolve(root, dirname(file), specifier)).replace(/\.js$/, ".ts");
  });
}

const files = sources(root);
const imports = new Map(files.map((file) => [file, importsOf(file)]));

/** The first circle of imports found, as a path that ends where it began; null when there is none. */
function findCircle(): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of files) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

describe("the emulator's import graph", () => {
  it("reads the import lines it checks, type-only ones too", () => {
    // A parser that found nothing would pass the rule below.
    expect(files.length).toBeGreaterThan(150);
    expect(imports.get("store/email-template-store.ts")).toContain("emails/email-template-type.ts");
    expect(imports.get("services/context.ts")).toContain("http/allowed-hosts.ts");
  });

  it("has no circle, counting type-only imports and import()", () => {
    expect(findCircle()).toBeNull();
  });
});
