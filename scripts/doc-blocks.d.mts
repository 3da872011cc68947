/** A fenced code block of a Markdown file (doc-blocks.mjs). */
export interface CodeBlock {
  /** The Markdown file, relative to the repository root. */
  file: string;
  /** The 1-based line of the block's first code line (after the fence). */
  line: number;
  /** The info string's first word (`ts`, `tsx`, `bash`…). */
  lang: string;
  /** The info string's other words (`fragment`). */
  flags: string[];
  /** The path of a `<!-- file: path -->` marker right before it. */
  path: string | undefined;
  /** The code, with the fence's indentation removed. */
  code: string;
}

export function codeBlocks(text: string, file: string): CodeBlock[];
export function documentedMarkdown(root: string): string[];
