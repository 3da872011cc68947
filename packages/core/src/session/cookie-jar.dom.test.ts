// @vitest-environment-options {"url":"https://app.example.com/"}
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { documentCookieJar } from "./cookie-jar.js";

const jar = documentCookieJar();

afterEach(() => {
  for (const name of Object.keys(jar.getAll())) {
    jar.remove(name, { secure: true });
    jar.remove(name, { secure: false });
  }
});

describe("documentCookieJar", () => {
  it("writes URI-encoded values to document.cookie and reads them back decoded", () => {
    const value = JSON.stringify({ refresh_token: "r 1;,", updated_at_millis: 5 });
    jar.set("stack-test", value, { maxAgeSeconds: 60, secure: false });
    const raw = document.cookie
      .split("; ")
      .find((part) => part.startsWith("stack-test="))
      ?.slice("stack-test=".length);
    expect(raw).toBeDefined();
    expect(raw).not.toContain(";");
    expect(decodeURIComponent(raw as string)).toBe(value);
    expect(jar.getAll()["stack-test"]).toBe(value);
  });

  it("writes the bytes js-cookie writes (the reference SDK's cookies), and reads what it writes", () => {
    const raw = (name: string) =>
      document.cookie
        .split("; ")
        .find((part) => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);
    const value = JSON.stringify(["r/1+2=3", 'a "quoted", {odd} value; with Ünïcode & more?#@']);
    jar.set("ours", value, { maxAgeSeconds: 60, secure: false });
    Cookies.set("theirs", value, { path: "/", sameSite: "lax" });
    expect(raw("ours")).toBe(raw("theirs"));
    expect(jar.getAll().theirs).toBe(value);
    jar.remove("theirs", { secure: false });
    expect(jar.getAll().theirs).toBeUndefined();
  });

  it("snapshot is the raw document.cookie, so it changes with every write", () => {
    const before = jar.snapshot();
    jar.set("a", "1", { maxAgeSeconds: 60, secure: false });
    expect(jar.snapshot()).toBe(document.cookie);
    expect(jar.snapshot()).not.toBe(before);
  });

  it("can write and remove a Secure __Host- cookie on https", () => {
    jar.set("__Host-x", "1", { maxAgeSeconds: 60, secure: true });
    expect(jar.getAll()["__Host-x"]).toBe("1");
    jar.remove("__Host-x", { secure: true });
    expect(jar.getAll()["__Host-x"]).toBeUndefined();
  });

  it("a max age of 0 or less writes a cookie that is already gone", () => {
    jar.set("gone", "1", { maxAgeSeconds: -1, secure: false });
    expect(jar.getAll().gone).toBeUndefined();
  });
});
