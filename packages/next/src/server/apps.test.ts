import { afterEach, describe, expect, it, vi } from "vitest";
import {
  useHarness as emulatorForFile,
  signUpUser,
} from "../../../core/src/test-utils/emulator-harness.js";
import { NEXT_READONLY_COOKIES_MESSAGE } from "./next-cookie-jar.js";

// next/headers with the cookies of the request being served: writable as in a route handler or
// a server action, or read-only as in a server component.
let requestCookies = new Map<string, string>();
let writable = true;
let outsideRequest = false;
vi.mock("next/headers", () => {
  const stores = new Map<Map<string, string>, object>();
  return {
    cookies: async () => {
      if (outsideRequest) {
        throw new Error(
          "`cookies` was called outside a request scope. Read more: https://nextjs.org",
        );
      }
      const current = requestCookies;
      if (!stores.has(current)) {
        stores.set(current, {
          getAll: () => [...current].map(([name, value]) => ({ name, value })),
          set: (name: string, value: string) => {
            if (!writable) throw new Error(NEXT_READONLY_COOKIES_MESSAGE);
            current.set(name, value);
          },
        });
      }
      return stores.get(current);
    },
    headers: async () => new Headers(),
  };
});

const h = emulatorForFile();
const { StackServerApp, StackClientApp } = await import("./apps.js");

afterEach(() => {
  requestCookies = new Map();
  writable = true;
  outsideRequest = false;
});

/** The cookies a browser signed in as `app`'s user sends (the names its cookie store writes). */
async function signedInCookies(
  app: { getAuthJson(): Promise<{ refreshToken: string | null; accessToken: string | null }> },
  options: { withAccessToken?: boolean } = {},
) {
  const { refreshToken, accessToken } = await app.getAuthJson();
  const cookies = new Map([
    [
      `stack-refresh-${h.emulator.projectId}--default`,
      JSON.stringify({ refresh_token: refreshToken, updated_at_millis: Date.now() }),
    ],
  ]);
  if (options.withAccessToken !== false) {
    cookies.set("stack-access", JSON.stringify([refreshToken, accessToken]));
  }
  return cookies;
}

const keys = () => ({
  projectId: h.emulator.projectId,
  publishableClientKey: h.emulator.publishableClientKey,
  secretServerKey: h.emulator.secretServerKey,
  baseUrl: h.emulator.url,
});

describe('getUser({ tokenStore: "nextjs-cookie" }) on @app/next\'s server apps', () => {
  it("regression (issue 29): reads the request's cookies, as the app-level option does (it was a TypeError)", async () => {
    const ada = await signUpUser(h);
    const app = new StackServerApp({ ...keys(), tokenStore: "nextjs-cookie" });
    requestCookies = await signedInCookies(ada.app);
    writable = false; // a server component
    expect((await app.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    expect((await app.getUser({ tokenStore: "nextjs-cookie", or: "throw" })).id).toBe(ada.user.id);
    expect((await app.getPartialUser({ from: "token", tokenStore: "nextjs-cookie" }))?.id).toBe(
      ada.user.id,
    );
    // Another request, nobody signed in.
    requestCookies = new Map();
    expect(await app.getUser({ tokenStore: "nextjs-cookie" })).toBeNull();
  });

  it("reads the request's cookies on an app whose own store is something else", async () => {
    const ada = await signUpUser(h);
    const app = new StackServerApp({ ...keys(), tokenStore: null });
    const { secretServerKey: _secret, ...clientKeys } = keys();
    const client = new StackClientApp({ ...clientKeys, tokenStore: "memory" });
    requestCookies = await signedInCookies(ada.app);
    expect((await app.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    expect((await client.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    // The apps' own sessions stay as they were.
    expect(await client.getUser()).toBeNull();
  });

  it("writes a refreshed access token to the response where Next.js allows it (a route handler)", async () => {
    const ada = await signUpUser(h);
    const app = new StackServerApp({ ...keys(), tokenStore: null });
    const cookies = await signedInCookies(ada.app, { withAccessToken: false });
    requestCookies = cookies;
    expect((await app.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    const [refreshToken, accessToken] = JSON.parse(cookies.get("stack-access") ?? "[]") as [
      string,
      string,
    ];
    expect(refreshToken).toBe((await ada.app.getAuthJson()).refreshToken);
    expect(accessToken).toBeTypeOf("string");
  });

  it("outside a request, says what is missing", async () => {
    const app = new StackServerApp({ ...keys(), tokenStore: null });
    outsideRequest = true;
    await expect(app.getUser({ tokenStore: "nextjs-cookie" })).rejects.toThrow(
      /tokenStore "nextjs-cookie" reads the cookies of the request Next\.js is serving, and there is none here/,
    );
  });
});
