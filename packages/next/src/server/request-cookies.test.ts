import { afterEach, describe, expect, it, vi } from "vitest";
import { NEXT_READONLY_COOKIES_MESSAGE } from "./next-cookie-jar.js";

// next/headers as Next.js serves it: the request being served is `current` (its cookie store is
// one object per request, as `await cookies()` gives it), or none.
interface FakeRequest {
  cookies: Map<string, string>;
  headers: Headers;
  readonly: boolean;
  store?: object;
}
let current: FakeRequest | null = null;
let failure: Error | null = null;

vi.mock("next/headers", () => ({
  cookies: async () => {
    if (failure) throw failure;
    if (!current) {
      throw new Error(
        "`cookies` was called outside a request scope. Read more: https://nextjs.org/docs/messages/next-dynamic-api-wrong-context",
      );
    }
    const request = current;
    request.store ??= {
      getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
      set: (name: string, value: string) => {
        if (request.readonly) throw new Error(NEXT_READONLY_COOKIES_MESSAGE);
        request.cookies.set(name, value);
      },
    };
    return request.store;
  },
  headers: async () => current?.headers ?? new Headers(),
}));

const { nextCookieTokenStore } = await import("./request-cookies.js");

const PROJECT = "p-1";
const refreshCookie = (token: string) =>
  JSON.stringify({ refresh_token: token, updated_at_millis: 1 });

function serve(
  cookies: Record<string, string>,
  options: { https?: boolean; readonly?: boolean } = {},
) {
  current = {
    cookies: new Map(Object.entries(cookies)),
    headers: new Headers(options.https ? { "x-forwarded-proto": "https" } : {}),
    readonly: options.readonly ?? false,
  };
  return current;
}

afterEach(() => {
  current = null;
  failure = null;
});

describe('"nextjs-cookie" on the server: each request\'s cookies', () => {
  const source = nextCookieTokenStore(() => PROJECT);

  it("reads the tokens from the cookies the browser's store writes, one store per request", async () => {
    serve({
      [`stack-refresh-${PROJECT}--default`]: refreshCookie("r-1"),
      "stack-access": JSON.stringify(["r-1", "a-1"]),
    });
    const first = await source.forRequest();
    expect(first.get()).toEqual({ refreshToken: "r-1", accessToken: "a-1" });
    expect(await source.forRequest()).toBe(first);
    serve({ [`stack-refresh-${PROJECT}--default`]: refreshCookie("r-2") });
    const second = await source.forRequest();
    expect(second).not.toBe(first);
    expect(second.get()).toEqual({ refreshToken: "r-2", accessToken: null });
  });

  it("writes new tokens where Next.js allows it, in the browser's names (Secure ones over https)", async () => {
    const request = serve({}, { https: true });
    const store = await source.forRequest();
    store.set({ refreshToken: "r-3", accessToken: "a-3" });
    expect(
      JSON.parse(request.cookies.get(`__Host-stack-refresh-${PROJECT}--default`) ?? "{}"),
    ).toMatchObject({
      refresh_token: "r-3",
    });
    expect(JSON.parse(request.cookies.get("stack-access") ?? "[]")).toEqual(["r-3", "a-3"]);
  });

  it("writes the https names where only the browser's https marker cookie says https (a proxy that drops x-forwarded-proto)", async () => {
    for (const marker of ["stack-is-https", "hexclave-is-https"]) {
      const request = serve({ [marker]: "true" });
      const store = await source.forRequest();
      store.set({ refreshToken: "r-5", accessToken: "a-5" });
      expect(request.cookies.has(`__Host-stack-refresh-${PROJECT}--default`)).toBe(true);
      expect(request.cookies.has(`stack-refresh-${PROJECT}--default`)).toBe(false);
    }
    // Neither the header nor the marker: http's names.
    const plain = serve({});
    (await source.forRequest()).set({ refreshToken: "r-6", accessToken: "a-6" });
    expect(plain.cookies.has(`stack-refresh-${PROJECT}--default`)).toBe(true);
  });

  it("keeps tokens it may not write (a server component) for the rest of the request", async () => {
    const request = serve(
      { [`stack-refresh-${PROJECT}--default`]: refreshCookie("r-4") },
      { readonly: true },
    );
    const store = await source.forRequest();
    store.set({ refreshToken: "r-4", accessToken: "a-4" });
    expect(request.cookies.has("stack-access")).toBe(false);
    expect(store.get()).toEqual({ refreshToken: "r-4", accessToken: "a-4" });
  });

  it("outside a request, says what is missing; Next.js's own signals pass through untouched", async () => {
    await expect(source.forRequest()).rejects.toThrow(
      /tokenStore "nextjs-cookie" reads the cookies of the request Next\.js is serving, and there is none here/,
    );
    // A static render that cookies() turns dynamic: Next.js's error, not ours.
    failure = Object.assign(
      new Error("Dynamic server usage: Route / couldn't be rendered statically"),
      {
        digest: "DYNAMIC_SERVER_USAGE",
      },
    );
    await expect(source.forRequest()).rejects.toBe(failure);
  });
});
