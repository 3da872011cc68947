// The fenced code blocks of the repository's Markdown, for the checks that read them: the
// TypeScript type-check of every TS/TSX block (check-doc-blocks.mjs) and the getting-started
// guide's test (e2e/getting-started.test.ts), which writes the blocks marked as files.
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * @typedef {object} CodeBlock
 * @property {string} file The Markdown file, relative to the repository root.
 * @property {number} line The 1-based line of the block's first code line (after the fence).
 * @property {string} lang The info string's first word (`ts`, `tsx`, `bash`…).
 * @property {string[]} flags The info string's other words (`fragment`).
 * @property {string | undefined} path The path of a `<!-- file: path -->` marker right before it.
 * @property {string} code The code, with the fence's indentation removed.
 */

/**
 * Every fenced block of `text` (a Markdown file's content), with its position and markers.
 *
 * @param {string} text
 * @param {string} file
 * @returns {CodeBlock[]}
 */
export function codeBlocks(text, file) {
  const lines = text.split("\n");
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body = [];
    let end = i + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
      end++;
    }
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === "") before--;
    const marker = /^\s*<!--\s*file:\s*(\S+)\s*-->\s*$/.exec(lines[before] ?? "");
    blocks.push({
      file,
      line: i + 2,
      lang,
      flags: rest.trim().split(/\s+/).filter(Boolean),
      path: marker?.[1],
      code: `${body.join("\n")}\n`,
    });
    i = end;
  }
  return blocks;
}

/**
 * The Markdown files whose TypeScript blocks are checked: README.md, each package's README and
 * docs/ (not docs/api, which is generated from the types), relative to `root`.
 *
 * @param {string} root
 * @returns {string[]}
 */
export function documentedMarkdown(root) {
  const docs = readdirSync(join(root, "docs"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(join("docs", "api")));
  const readmes = readdirSync(join(root, "packages")).map((name) =>
    join("packages", name, "README.md"),
  );
  return ["README.md", ...readmes.filter((path) => existsSync(join(root, path))), ...docs.sort()];
}
