// Type-checks every TypeScript and TSX block of README.md, the packages' READMEs and docs/ (not
// docs/api, generated) against the packages' build (run `pnpm build` first), under `strict`, as a
// user's project would compile them: test/doc-blocks is that project (its package.json holds what
// such a project installs). Exits 1 and names the Markdown file and line of each error.
//
// Each block is a module of its own, written under test/doc-blocks/blocks/<doc>/: at the path of
// a `<!-- file: src/stack.ts -->` marker right before it (so that the blocks of one page import
// each other as the page shows), else as block-<line>.ts(x). A block that is a fragment says so in
// its info string (```tsx fragment): the names it uses without declaring them come from
// test/doc-blocks/prelude.tsx (an app, a request, a component of the user's…), imported at its end.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { codeBlocks, documentedMarkdown } from "./doc-blocks.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const project = join(root, "test/doc-blocks");
const out = join(project, "blocks");
const LANGS = { ts: "ts", typescript: "ts", tsx: "tsx" };

/** The names a module declares at its top level (imports included). */
function declaredNames(source) {
  const names = new Set();
  const bind = (name) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements ?? []) if (element.name) bind(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else for (const element of bindings?.elements ?? []) names.add(element.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The prelude's exports: name → whether it is a type only. */
function preludeExports() {
  const path = join(project, "prelude.tsx");
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022);
  const exports = new Map();
  for (const statement of source.statements) {
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement)) {
      for (const element of statement.exportClause?.elements ?? []) {
        exports.set(element.name.text, statement.isTypeOnly || element.isTypeOnly);
      }
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) exports.set(d.name.text, false);
    } else if (exported && statement.name) {
      const typeOnly = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
      exports.set(statement.name.text, typeOnly);
    }
  }
  return exports;
}

/** Writes the blocks under blocks/ and returns, per written file, the block it holds. */
function writeBlocks() {
  rmSync(out, { recursive: true, force: true });
  const prelude = preludeExports();
  const written = new Map();
  for (const doc of documentedMarkdown(root)) {
    const dir = join(out, doc.replace(/\.md$/, "").replaceAll("/", "__"));
    for (const block of codeBlocks(readFileSync(join(root, doc), "utf8"), doc)) {
      const ext = LANGS[block.lang];
      if (!ext) continue;
      const file = join(dir, block.path ?? `block-${block.line}.${ext}`);
      if (written.has(file)) {
        throw new Error(`${doc}:${block.line}: a second block is marked as file ${block.path}.`);
      }
      let code = block.code;
      if (block.flags.includes("fragment")) {
        const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true);
        const declared = declaredNames(source);
        const names = [...prelude]
          .filter(([name]) => !declared.has(name))
          .map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name));
        const from = relative(dirname(file), join(project, "prelude.js"));
        // At the end, so that the block's lines keep their numbers (imports are hoisted).
        code += `import { ${names.join(", ")} } from "${from.startsWith(".") ? from : `./${from}`}";\n`;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, code);
      written.set(file, block);
    }
  }
  return written;
}

const written = writeBlocks();
const config = ts.getParsedCommandLineOfConfigFile(
  join(project, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  },
);
const program = ts.createProgram(config.fileNames, config.options);
const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n  ");
  if (!diagnostic.file) return `error TS${diagnostic.code}: ${message}`;
  const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const block = written.get(diagnostic.file.fileName);
  const where = block
    ? `${block.file}:${block.line + at.line}:${at.character + 1}`
    : `${relative(root, diagnostic.file.fileName)}:${at.line + 1}:${at.character + 1}`;
  return `${where} error TS${diagnostic.code}: ${message}`;
});
for (const error of errors) console.log(error);
console.log(
  `doc blocks: ${written.size} TypeScript blocks of ${new Set([...written.values()].map((b) => b.file)).size} files, ${errors.length} errors`,
);
process.exit(errors.length === 0 ? 0 : 1);
