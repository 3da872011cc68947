import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { StackClientApp } from "@app/core";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repoRoot } from "./packed-packages.js";

// docs/troubleshooting.md is keyed by the messages a user meets (issue 33): each heading of its
// "Messages of the SDK" section must be a message the packages' sources still make, so that the
// page cannot drift from the code. A heading is found when one string of the sources (a string,
// a template whose `${…}` parts match anything, or a concatenation of them) matches it whole and
// its own text makes up at least half of it; a message put together from several strings is
// checked by making it (MADE below).

const PAGE = "docs/troubleshooting.md";

/** The `### \`message\`` headings of the page's "Messages of the SDK" section. */
function quotedMessages(): string[] {
  const text = readFileSync(join(repoRoot, PAGE), "utf8");
  const section = text.split(/^## /m).find((part) => part.startsWith("Messages of the SDK"));
  if (!section) throw new Error(`${PAGE} has no "## Messages of the SDK" section.`);
  return [...section.matchAll(/^### `(.+)`$/gm)].map((match) => match[1] as string);
}

interface Pattern {
  regex: RegExp;
  /** How many characters of the pattern are its own text (not `${…}`). */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ANY = "[\\s\\S]*?";

/** The pattern of a string expression, or undefined when `node` is none. */
function patternOf(node: ts.Node): { source: string; literal: number } | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return { source: escapeRegExp(node.text), literal: node.text.length };
  }
  if (ts.isTemplateExpression(node)) {
    let source = escapeRegExp(node.head.text);
    let literal = node.head.text.length;
    for (const span of node.templateSpans) {
      source += ANY + escapeRegExp(span.literal.text);
      literal += span.literal.text.length;
    }
    return { source, literal };
  }
  if (ts.isParenthesizedExpression(node)) return patternOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = patternOf(node.left);
    const right = patternOf(node.right);
    if (!left && !right) return undefined;
    return {
      source: (left?.source ?? ANY) + (right?.source ?? ANY),
      literal: (left?.literal ?? 0) + (right?.literal ?? 0),
    };
  }
  return undefined;
}

/** Every string pattern of the packages' sources (tests left out). */
function sourcePatterns(): Pattern[] {
  const patterns: Pattern[] = [];
  for (const pkg of readdirSync(join(repoRoot, "packages"))) {
    const src = join(repoRoot, "packages", pkg, "src");
    for (const file of readdirSync(src, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.|(^|\/)test(ing)?\//.test(file)) continue;
      const path = join(src, file);
      const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022);
      const visit = (node: ts.Node) => {
        const pattern = patternOf(node);
        if (pattern) {
          patterns.push({ regex: new RegExp(`^${pattern.source}$`), literal: pattern.literal });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return patterns;
}

/** Messages put together from several strings, made as a user's code makes them. */
function madeMessages(): string[] {
  const thrown = (make: () => unknown) => {
    try {
      make();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("expected an error");
  };
  return [thrown(() => new StackClientApp({ publishableClientKey: "pck", tokenStore: "memory" }))];
}

const messages = quotedMessages();
let patterns: Pattern[];
let made: string[];

beforeAll(() => {
  for (const name of ["NEXT_PUBLIC_STACK_PROJECT_ID", "STACK_PROJECT_ID"]) vi.stubEnv(name, "");
  patterns = sourcePatterns();
  made = madeMessages();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe(`${PAGE}: every message it is keyed by is one the SDK makes`, () => {
  it("quotes the messages a new user meets first", () => {
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The projectId option is required: .*VITE_STACK_PROJECT_ID/),
        "Wrong e-mail or password.",
      ]),
    );
  });

  it.each(messages)("%s", (message) => {
    const found =
      made.includes(message) ||
      patterns.some(
        (pattern) => pattern.literal * 2 >= message.length && pattern.regex.test(message),
      );
    expect(found, `no string of packages/*/src makes "${message}"`).toBe(true);
  });
});
