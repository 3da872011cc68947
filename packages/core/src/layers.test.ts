import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The layers of @app/core (docs/architecture.md, "Layers"), bottom to top: the building blocks
// (errors/, schemas/, http/, cache/, session/, platform/, result.ts), context/ (the app context's
// types, options, handler URLs, redirects), resources/ (one folder per resource of the API), apps/
// (the app classes, which build the context), and the entries. A module imports from its own layer
// and the ones below. Regression: 55 modules of resources/ imported apps/ (the context's type, the
// redirect helpers, the admin app), which made one circle of the import graph through apps/.

const root = dirname(fileURLToPath(import.meta.url));

interface Edge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased from the JavaScript. */
  typeOnly: boolean;
  /** `import("…")`: loaded on first use. */
  dynamic: boolean;
  /** `export * from "…/first-load.js"`: the chunking device of first-load.ts, which names nothing. */
  firstLoad: boolean;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return /(?<!\.test)\.ts$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

function edgesOf(file: string): Edge[] {
  const text = readFileSync(join(root, file), "utf8");
  const edges: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const to = relative(root, resolve(root, dirname(file), specifier)).replace(/\.js$/, ".ts");
    // `import { type A, type B }` is erased as well.
    const names = match[0].match(/\{([^}]*)\}/)?.[1];
    const allTypes =
      names?.split(",").every((name) => name.trim() === "" || name.trim().startsWith("type ")) ===
      true;
    edges.push({
      from: file,
      to,
      typeOnly:
        Boolean(match[2]) ||
        (match[1] === "import" && allTypes && !/^\s*import\s*\{\s*\}/.test(match[0])),
      dynamic: match[4] !== undefined,
      firstLoad: /^export \* from/.test(match[0].trim()) && to === "first-load.ts",
    });
  }
  return edges;
}

const files = sources(root);
const edges = files.flatMap(edgesOf);
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const describeEdge = (edge: Edge) =>
  `${edge.from} → ${edge.to}${edge.typeOnly ? " (type)" : ""}${edge.dynamic ? " (import())" : ""}`;

describe("the layers of @app/core", () => {
  it("reads the import lines it checks", () => {
    // A parser that found nothing would pass every rule below.
    expect(files.length).toBeGreaterThan(150);
    expect(edges.filter((edge) => under("resources")(edge.from)).length).toBeGreaterThan(300);
    expect(edges.map(describeEdge)).toContain("apps/public-types.ts → apps/admin-app.ts (type)");
    expect(edges.map(describeEdge)).toContain(
      "resources/auth/credential.ts → context/app-context.ts (type)",
    );
  });

  it("no module of resources/ imports apps/ (the app context lives in context/)", () => {
    const upward = edges
      .filter((edge) => under("resources")(edge.from) && under("apps")(edge.to))
      .map(describeEdge);
    // Regression: resources/projects/admin-project.ts took `StackAdminApp` from apps/ for the app
    // of an owned project; that type is now a parameter apps/public-types.ts fills in.
    expect(upward).toEqual([]);
  });

  it("context/ imports nothing of apps/, and only types of resources/", () => {
    const upward = edges.filter(
      (edge) =>
        under("context")(edge.from) &&
        (under("apps")(edge.to) || (under("resources")(edge.to) && !edge.typeOnly)),
    );
    expect(upward.map(describeEdge)).toEqual([]);
  });

  it("errors/, schemas/, http/, cache/, session/ and platform/ import nothing of context/, resources/ or apps/", () => {
    const lower = ["errors", "schemas", "http", "cache", "session", "platform"].map(under);
    const upper = ["context", "resources", "apps"].map(under);
    const upward = edges.filter(
      (edge) =>
        lower.some((isLower) => isLower(edge.from)) &&
        (upper.some((isUpper) => isUpper(edge.to)) ||
          (edge.to === "first-load.ts" && !edge.firstLoad)),
    );
    expect(upward.map(describeEdge)).toEqual([]);
  });

  /** The circles of the import graph over `edges` (Tarjan's strongly connected components). */
  function circlesOf(kept: Edge[]): string[][] {
    const next = new Map<string, string[]>(files.map((file) => [file, []]));
    for (const edge of kept) next.get(edge.from)?.push(edge.to);
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const circles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file) as number);
      stack.push(file);
      for (const to of next.get(file) ?? []) {
        if (!index.has(to)) {
          visit(to);
          low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
        } else if (stack.includes(to)) {
          low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
        }
      }
      if (low.get(file) === index.get(file)) {
        const circle: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member) circle.push(member);
        } while (member !== file);
        if (circle.length > 1) circles.push(circle.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    return circles;
  }
  const runtime = edges.filter((edge) => !edge.typeOnly && !edge.firstLoad);

  it("the static imports form no circle", () => {
    expect(circlesOf(runtime.filter((edge) => !edge.dynamic))).toEqual([]);
  });

  it("with import() too, a circle stays within one folder (a module loading its neighbour on first use)", () => {
    const folderOf = (file: string) => (file.includes("/") ? file.split("/")[0] : ".");
    const across = circlesOf(runtime).filter((circle) => new Set(circle.map(folderOf)).size > 1);
    expect(across).toEqual([]);
  });
});
