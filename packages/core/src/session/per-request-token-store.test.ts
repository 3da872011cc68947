import type { StackClientApp } from "@app/core";
import { describe, expect, it } from "vitest";
import { signUpUser, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";
import type { PerRequestTokenStore } from "./token-store.js";
import { MemoryTokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

const h = useHarness();

/**
 * A per-request store over "the request being served": a variable the test sets, as a server
 * framework would find its request (Next.js: `cookies()`). Each request has its own store.
 */
function servedRequests() {
  let current: MemoryTokenStore | undefined;
  const source: PerRequestTokenStore = {
    forRequest: async () => {
      if (!current) throw new Error("no request is being served");
      return current;
    },
  };
  return {
    source,
    serve(tokens: Partial<Tokens>) {
      current = new MemoryTokenStore(tokens);
      return current;
    },
  };
}

async function tokensOf(app: StackClientApp): Promise<Tokens> {
  return (await app.getAuthJson()) as Tokens;
}

describe("an app whose own token store is per request (@app/next's server apps)", () => {
  it("reads each request's user with one module-level app", async () => {
    const [ada, bo] = [await signUpUser(h), await signUpUser(h)];
    const requests = servedRequests();
    const server = h.server(undefined, { tokenStore: requests.source });

    requests.serve(await tokensOf(ada.app));
    expect((await server.getUser())?.id).toBe(ada.user.id);
    expect(await server.getAccessToken()).toBeTypeOf("string");
    requests.serve(await tokensOf(bo.app));
    expect((await server.getUser())?.id).toBe(bo.user.id);
    expect((await server.getAuthJson()).refreshToken).toBe((await tokensOf(bo.app)).refreshToken);
    requests.serve({});
    expect(await server.getUser()).toBeNull();
    expect(await server.getAccessToken()).toBeNull();
  });

  it("builds without a request being served, and a read outside one fails with the source's reason", async () => {
    const requests = servedRequests();
    const client = h.client({ tokenStore: requests.source });
    await expect(client.getUser()).rejects.toThrow("no request is being served");
    await expect(client.getAccessToken()).rejects.toThrow("no request is being served");
  });

  it("writes a sign-in into the request's store, and a sign-out clears it", async () => {
    const email = uniqueEmail();
    await h.server().createUser({ primaryEmail: email, password: "a-good-password" });
    const requests = servedRequests();
    const client = h.client({ tokenStore: requests.source });
    const store = requests.serve({});
    const result = await client.signInWithCredential({
      email,
      password: "a-good-password",
      noRedirect: true,
    });
    expect(result.status).toBe("ok");
    expect(store.get().refreshToken).toBeTypeOf("string");
    expect((await client.getUser())?.primaryEmail).toBe(email);

    await client.signOut({ noRedirect: true });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await client.getUser()).toBeNull();
  });

  it("signs up an anonymous user into the request's store for or: 'anonymous'", async () => {
    const requests = servedRequests();
    const client = h.client({ tokenStore: requests.source });
    const store = requests.serve({});
    const user = await client.getUser({ or: "anonymous" });
    expect(user.isAnonymous).toBe(true);
    expect(store.get().refreshToken).toBeTypeOf("string");
  });

  it("reads getPartialUser({ from: 'token' }) from the request's access token", async () => {
    const ada = await signUpUser(h);
    const requests = servedRequests();
    const server = h.server(undefined, { tokenStore: requests.source });
    requests.serve(await tokensOf(ada.app));
    expect((await server.getPartialUser({ from: "token" }))?.id).toBe(ada.user.id);
  });

  it("redirects each call anew when the redirect throws (Next.js's redirect() on a server)", async () => {
    // regression: a redirect that threw stayed the answer of every later call of the app.
    const thrown: string[] = [];
    const requests = servedRequests();
    const client = h.client({
      tokenStore: requests.source,
      redirectMethod: {
        navigate: (url) => {
          thrown.push(url);
          throw new Error(`redirected to ${url}`);
        },
      },
    });
    requests.serve({});
    await expect(client.getUser({ or: "redirect" })).rejects.toThrow(
      "redirected to /handler/sign-in",
    );
    await expect(client.getUser({ or: "redirect" })).rejects.toThrow(
      "redirected to /handler/sign-in",
    );
    expect(thrown).toEqual(["/handler/sign-in", "/handler/sign-in"]);
  });
});

describe('tokenStore "nextjs-cookie" on a server without @app/next', () => {
  it("builds a server app (a module shared with Next.js code), and its reads say what is missing", async () => {
    const server = h.server(undefined, { tokenStore: "nextjs-cookie" });
    await expect(server.getUser()).rejects.toThrow(
      /tokenStore "nextjs-cookie" reads the request's cookies through Next\.js \(next\/headers\): import the app from @app\/next/,
    );
    // What needs no session of its own still works.
    expect(Array.isArray(await server.listUsers({ limit: 1 }))).toBe(true);
  });
});
