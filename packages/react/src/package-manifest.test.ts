import { describe, expect, it } from "vitest";
import { declaredPackages, importedPackages } from "../../../test/imported-packages.js";

const here = (path: string) => new URL(path, import.meta.url);

describe("@app/react's package.json", () => {
  it("declares exactly what the sources import: React as the only peer (no react-dom)", () => {
    expect(declaredPackages(here("../package.json"))).toEqual({
      dependencies: ["@app/core"],
      peers: ["react"],
    });
    expect(importedPackages(here("."))).toEqual(["@app/core", "react"]);
  });
});
