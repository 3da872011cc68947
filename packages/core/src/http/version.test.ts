import { readFileSync } from "node:fs";
import { StackAdminApp } from "@app/core/admin";
import { StackServerApp } from "@app/core/server";
import { expect, it } from "vitest";
import { StackClientApp } from "../apps/client-app.js";
import { CLIENT_VERSION_HEADER, SDK_VERSION } from "./http-types.js";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

it("reports the version of package.json in x-stack-client-version (changesets bump both)", () => {
  expect(SDK_VERSION).toBe(pkg.version);
  expect(CLIENT_VERSION_HEADER).toBe(`js @app/core@${pkg.version}`);
});

it("app.version is the reference's format, 'js <package>@<version>', on every app kind", () => {
  const keys = { projectId: "p", publishableClientKey: "pk" };
  const apps = [
    new StackClientApp({ ...keys, tokenStore: "memory" }),
    new StackServerApp({ ...keys, secretServerKey: "sk" }),
    new StackAdminApp({ ...keys, superSecretAdminKey: "ak" }),
  ];
  expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
  for (const app of apps) expect(app.version).toBe(`js ${pkg.name}@${pkg.version}`);
});
