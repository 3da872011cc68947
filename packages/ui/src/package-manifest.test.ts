import { describe, expect, it } from "vitest";
import { declaredPackages, importedPackages } from "../../../test/imported-packages.js";

const here = (path: string) => new URL(path, import.meta.url);

describe("@app/ui's package.json", () => {
  it("takes @app/react as a peer, so the app and the UI share one copy (one StackContext)", () => {
    expect(declaredPackages(here("../package.json"))).toEqual({
      dependencies: [
        "@app/core",
        "@radix-ui/react-dialog",
        "@radix-ui/react-dropdown-menu",
        "@radix-ui/react-tabs",
        "uqr",
      ],
      peers: ["@app/react", "react", "react-dom"],
    });
    expect(importedPackages(here("."))).toEqual([
      "@app/core",
      "@app/react",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@radix-ui/react-tabs",
      "react",
      "uqr",
    ]);
  });
});
