import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CLIENT_VERSION_HEADER, SDK_VERSION } from "./version.js";

it("reports the version of package.json in x-stack-client-version (changesets bump both)", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(SDK_VERSION).toBe(pkg.version);
  expect(CLIENT_VERSION_HEADER).toBe(`js @app/core@${pkg.version}`);
});
