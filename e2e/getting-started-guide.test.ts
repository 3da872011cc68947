import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envValue, GUIDE, readGuide } from "./getting-started-guide.js";
import { repoRoot } from "./packed-packages.js";

// The steps e2e/getting-started.test.ts reads from docs/getting-started.md: what it takes from the
// page, and that a page without a step it relies on fails with the step's name.

const page = readFileSync(join(repoRoot, GUIDE), "utf8");

describe("readGuide", () => {
  it("reads the page's commands and the files it marks, as the page shows them", () => {
    const guide = readGuide(page);
    expect(guide.create.slice(0, 2)).toEqual(["npm", "create"]);
    expect(guide.appDir).toBe("my-app");
    expect(guide.installs.flat()).toEqual(
      expect.arrayContaining(["@app/core", "@app/react", "@app/ui", "@app/emulator"]),
    );
    expect(guide.emulator.slice(0, 2)).toEqual(["npx", "@app/emulator"]);
    expect(guide.files.map((file) => file.path)).toEqual([
      ".env",
      "src/stack.ts",
      "src/main.tsx",
      "src/App.tsx",
    ]);
    const stack = guide.files.find((file) => file.path === "src/stack.ts");
    expect(page).toContain(stack?.content);
  });

  it("regression (issue 33: npx app-emulator, a name not ours): a page that no longer starts the emulator as npx @app/emulator names the step", () => {
    const broken = page.replaceAll("npx @app/emulator", "npx app-emulator");
    expect(() => readGuide(broken)).toThrow(/no longer shows `npx @app\/emulator …`/);
  });

  it("a page without its npm install lines names them", () => {
    const broken = page.replace(/^npm install .*$/gm, "");
    expect(() => readGuide(broken)).toThrow(/no longer shows `npm install` of the packages/);
  });

  it("envValue reads a .env line's value", () => {
    const env = "VITE_STACK_API_URL=http://localhost:8102\nVITE_STACK_PROJECT_ID= abc \n";
    expect(envValue(env, "VITE_STACK_PROJECT_ID")).toBe("abc");
    expect(envValue(env, "VITE_STACK_PUBLISHABLE_CLIENT_KEY")).toBeUndefined();
  });
});
