import { readFileSync } from "node:fs";
import { join } from "node:path";
import { codeBlocks } from "../scripts/doc-blocks.mjs";
import { repoRoot, spawnGroup } from "./packed-packages.js";

// docs/getting-started.md as steps a test can take: the commands of its bash blocks and the files
// of its blocks marked `<!-- file: path -->`, read from the page each time, so that the test
// follows the page as it is (e2e/getting-started.test.ts).

export const GUIDE = "docs/getting-started.md";

/** What the guide tells a user to do, in its order. */
export interface GuideSteps {
  /** `npm create vite@latest my-app -- --template react-ts`, as words. */
  create: string[];
  /** The folder the app is created in and `cd` goes to. */
  appDir: string;
  /** Each `npm install …` line, as words. */
  installs: string[][];
  /** The `npx @app/emulator …` line, as words. */
  emulator: string[];
  /** The files to write, relative to the app's folder, with their content as the page shows it. */
  files: { path: string; content: string }[];
}

/** The commands of the guide's bash blocks, each as words, comments and prompts left out. */
function commands(markdown: string): string[][] {
  return codeBlocks(markdown, GUIDE)
    .filter((block) => block.lang === "bash" && block.path === undefined)
    .flatMap((block) => block.code.split("\n"))
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
}

/**
 * Reads the guide's steps; a step the test relies on that the page no longer has is an Error that
 * names it.
 */
export function readGuide(markdown = readFileSync(join(repoRoot, GUIDE), "utf8")): GuideSteps {
  const lines = commands(markdown);
  const find = (what: string, test: (words: string[]) => boolean) => {
    const found = lines.filter(test);
    if (found.length === 0) throw new Error(`${GUIDE} no longer shows ${what}.`);
    return found;
  };
  const [create] = find("`npm create vite@… <folder> -- --template react-ts`", (w) =>
    /^npm create vite@\S+ \S+ -- --template react-ts$/.test(w.join(" ")),
  ) as [string[]];
  const appDir = create[3] as string;
  find(`\`cd ${appDir}\``, (w) => w.join(" ") === `cd ${appDir}`);
  const installs = find(
    "`npm install` of the packages",
    (w) => w[0] === "npm" && w[1] === "install",
  );
  const [emulator] = find(
    "`npx @app/emulator …`",
    (w) => w[0] === "npx" && w[1] === "@app/emulator",
  );
  find("`npm run dev`", (w) => w.join(" ") === "npm run dev");
  const files = codeBlocks(markdown, GUIDE).flatMap((block) =>
    block.path === undefined ? [] : [{ path: block.path, content: block.code }],
  );
  return { create, appDir, installs, emulator: emulator as string[], files };
}

/** The value of `name` in a `.env` file's text, or undefined. */
export function envValue(text: string, name: string): string | undefined {
  return new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim();
}

/**
 * Starts `command` in `cwd` (its own process group) and resolves, with a `stop()`, once it has
 * printed `url` (as `vite preview` does when it listens) and `url` answers; rejects with its
 * output if it exits first or the page does not answer.
 */
export async function startHttpServer(
  command: string,
  args: readonly string[],
  cwd: string,
  url: string,
): Promise<{ stop: () => void }> {
  const { child, stop } = spawnGroup(command, args, cwd);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(new URL(url).port)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      reject(new Error(`\`${command} ${args.join(" ")}\` exited (${code}):\n${output}`));
    });
  });
  const response = await fetch(url);
  if (!response.ok) {
    stop();
    throw new Error(`${url} answered ${response.status}:\n${output}`);
  }
  return { stop };
}
