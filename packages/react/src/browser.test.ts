import { DEFAULT_SESSION_EXPIRY_MS as coreExpiry } from "@app/core/server";
import { describe, expect, it } from "vitest";
import * as browser from "./browser.js";
import * as node from "./index.js";

// browser.ts is what browser bundlers resolve `@app/react` to (package.json's `browser`
// condition); index.ts is what Node and server bundles get.
describe("@app/react's browser build", () => {
  it("exports every name the Node build exports, so that code imports the same names anywhere", () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(node).sort());
  });

  it("has the same DEFAULT_SESSION_EXPIRY_MS as @app/core/server", () => {
    expect(browser.DEFAULT_SESSION_EXPIRY_MS).toBe(coreExpiry);
  });

  it.each([
    ["StackServerApp", () => new browser.StackServerApp({ projectId: "p", secretServerKey: "s" })],
    ["HexclaveServerApp", () => new browser.HexclaveServerApp({ projectId: "p" })],
    [
      "StackAdminApp",
      () => new browser.StackAdminApp({ projectId: "p", superSecretAdminKey: "a" }),
    ],
    ["HexclaveAdminApp", () => new browser.HexclaveAdminApp({ projectId: "p" })],
  ])(
    "refuses to build a %s, saying it runs on a backend and where to import it from to run it here anyway",
    (name, make) => {
      const entry = name.endsWith("AdminApp") ? "admin" : "server";
      expect(make).toThrow(`is not in the browser build of @app/react: it holds a secret key`);
      expect(make).toThrow(
        `import it from "@app/core/${entry}" and pass dangerouslyAllowBrowser: true`,
      );
    },
  );

  it("leaves the client app as it is", () => {
    expect(browser.StackClientApp).toBe(node.StackClientApp);
  });
});
