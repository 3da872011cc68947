import {
  type AsyncStore,
  type CurrentUser,
  type DehydratedStackState,
  dehydrate,
  type StackClientApp,
} from "@app/core";
import type { TrackedPromise } from "@app/core/internal";
import { act } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server.browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { serverHtmlInPage } from "./server-html.js";
import { StackProvider } from "./stack-provider.js";
import { useStackApp } from "./use-stack-app.js";
import { useUser } from "./use-user.js";

// A browser app loads the signed-in user's object (its methods, team, guards…) with its first
// GET /users/me, so a page's first load does not carry it; `hydrate` then builds the server's
// user once that module has loaded, without a request. This file runs in a module registry of
// its own, where nothing has loaded that module before the page hydrates: the server render
// uses a server app, whose users are built without it. Runs on React 19 and React 18.3.

const emulator = emulatorPerTest();
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** How the user's cache entry stood at each render of the page, before it was read. */
let userStatuses: (string | undefined)[] = [];

function Page() {
  // `userStore` is internal (not in the published types): the cache entry useUser() reads.
  const { userStore } = useStackApp() as unknown as { userStore: AsyncStore<unknown> };
  userStatuses.push((userStore.getPromise() as TrackedPromise<unknown>).status);
  const user = useUser();
  return <p>{user ? `Signed in as ${user.primaryEmail}` : "Signed out"}</p>;
}

function tree(app: StackClientApp, initialState?: DehydratedStackState) {
  return (
    <StackProvider app={app} initialState={initialState}>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </StackProvider>
  );
}

describe("hydrating before the user object's module has loaded", () => {
  it("shows the server's user with no fallback, no mismatch and no request", async () => {
    const { email, password } = DEMO_USER;
    const signedIn = await emulator.signInWithPassword({ email, password });
    const tokens = { accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token };
    const server = emulator.createServerApp({ tokenStore: tokens });
    await Promise.all([server.app.getUser(), server.app.getProject()]);
    const html = renderToString(tree(server.app));
    expect(html).toContain(`Signed in as ${DEMO_USER.email}`);
    const state = JSON.parse(JSON.stringify(dehydrate(server.app)));

    const { container, shown } = serverHtmlInPage(html);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    userStatuses = [];
    // The browser's store holds the session the server rendered.
    const browser = emulator.createApp({ tokenStore: tokens });
    await act(async () => {
      root = hydrateRoot(container, tree(browser.app, state), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    await expect.poll(() => userStatuses.at(-1)).toBe("fulfilled");
    // The lazy path was taken: the first render met the user still being built.
    expect(userStatuses[0]).toBe("pending");
    expect(container.textContent).toBe(`Signed in as ${DEMO_USER.email}`);
    expect(shown.filter((text) => text.includes("Loading…"))).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
    // The user built this way (what the hook shows) is a working user of the browser's session.
    const { userStore } = browser.app as unknown as { userStore: AsyncStore<CurrentUser | null> };
    const user = await userStore.getPromise();
    await act(() => user?.setDisplayName("Hydrated lazily"));
    expect(browser.requests).toEqual(["PATCH /users/me"]);
  });
});
