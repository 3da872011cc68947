import { describe, expect, it } from "vitest";
import {
  NEXT_READONLY_COOKIES_MESSAGE,
  type NextCookies,
  nextCookieJar,
} from "./next-cookie-jar.js";

/** Next.js's cookie store of a request, as `cookies()` resolves it; `readonly` as in a server component. */
function requestCookies(initial: Record<string, string>, mode: "writable" | "readonly" | Error) {
  const values = new Map(Object.entries(initial));
  const sets: unknown[][] = [];
  const cookies: NextCookies = {
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, options) => {
      if (mode === "readonly") throw new Error(NEXT_READONLY_COOKIES_MESSAGE);
      if (mode instanceof Error) throw mode;
      sets.push([name, value, options]);
      values.set(name, value);
    },
  };
  return { cookies, sets };
}

describe("nextCookieJar (the request's cookies through next/headers)", () => {
  it("reads the request's cookies and writes with cookies().set (route handlers, server actions)", () => {
    const { cookies, sets } = requestCookies({ a: "1" }, "writable");
    const jar = nextCookieJar(cookies);
    expect(jar.getAll()).toEqual({ a: "1" });
    jar.set("stack-access", '["r","a"]', { maxAgeSeconds: 86_400, secure: true });
    jar.remove("old", { secure: false });
    expect(sets).toEqual([
      [
        "stack-access",
        '["r","a"]',
        {
          maxAge: 86_400,
          secure: true,
          domain: undefined,
          path: "/",
          sameSite: "lax",
          httpOnly: false,
        },
      ],
      [
        "old",
        "",
        {
          maxAge: 0,
          secure: false,
          domain: undefined,
          path: "/",
          sameSite: "lax",
          httpOnly: false,
        },
      ],
    ]);
    expect(jar.getAll()).toEqual({ a: "1", "stack-access": '["r","a"]' });
    expect(jar.writes.map((write) => write.name)).toEqual(["stack-access", "old"]);
  });

  it("skips a write Next.js refuses in a server component, keeping it for the rest of the request", () => {
    const { cookies } = requestCookies({ "stack-access": "old" }, "readonly");
    const jar = nextCookieJar(cookies);
    const before = jar.snapshot();
    expect(() => jar.set("stack-access", "new", { maxAgeSeconds: 1, secure: false })).not.toThrow();
    expect(jar.getAll()["stack-access"]).toBe("new");
    expect(jar.snapshot()).not.toBe(before);
    expect(jar.writes).toEqual([]);
  });

  it("swallows no other error of cookies().set", () => {
    const other = new Error("Cookies can only be modified in a Server Action"); // not Next's exact text
    const { cookies } = requestCookies({}, other);
    const jar = nextCookieJar(cookies);
    expect(() => jar.set("x", "1", { maxAgeSeconds: 1, secure: false })).toThrow(other);
  });
});
