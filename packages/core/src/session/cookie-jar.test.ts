import { describe, expect, it } from "vitest";
import { documentCookieJar } from "./cookie-jar.js";

describe("documentCookieJar outside browsers", () => {
  it("is empty and ignores writes instead of throwing", () => {
    expect(typeof document).toBe("undefined");
    const jar = documentCookieJar();
    jar.set("a", "1", { maxAgeSeconds: 60, secure: false });
    jar.remove("a", { secure: false });
    expect(jar.snapshot()).toBe("");
    expect(jar.getAll()).toEqual({});
  });
});
