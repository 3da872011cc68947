// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bundleUiForBrowser } from "../test-utils/browser-bundle.js";
import { de } from "./locales/de.js";
import { es } from "./locales/es.js";
import { fr } from "./locales/fr.js";

// An English app pays nothing for the other languages: their tables are behind `import()`, so
// the page loads them only once `lang` chooses one.
const app = `
import { StackHandler, UserButton, SelectedTeamSwitcher, StackTheme } from "./index.js";
console.log(StackHandler, UserButton, SelectedTeamSwitcher, StackTheme);
`;

describe("the browser bundle of @app/ui", () => {
  it("carries English only in what the page loads; each other language is a chunk of its own", async () => {
    const { initial, lazy } = await bundleUiForBrowser(app);
    expect(initial).toContain("Sign in to your account");
    for (const [name, messages] of Object.entries({ de, fr, es })) {
      for (const text of [messages.signInTitle, messages.cardUnknownErrorBody]) {
        expect(initial, `${name} in the first load: ${text}`).not.toContain(text);
        expect(lazy, `${name} missing from the lazy chunks: ${text}`).toContain(text);
      }
    }
  });
});
