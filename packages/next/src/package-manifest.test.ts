import { describe, expect, it } from "vitest";
import { declaredPackages, importedPackages } from "../../../test/imported-packages.js";

const here = (path: string) => new URL(path, import.meta.url);

describe("@app/next's package.json", () => {
  it("declares what the sources import, with Next.js and React as peers", () => {
    expect(declaredPackages(here("../package.json"))).toEqual({
      dependencies: ["@app/core", "@app/react", "@app/ui"],
      peers: ["next", "react", "react-dom"],
    });
    expect(importedPackages(here("."))).toEqual([
      "@app/core",
      "@app/react",
      "@app/ui",
      "next",
      "react",
    ]);
  });
});
