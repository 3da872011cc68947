import { type DehydratedStackState, dehydrate, type StackClientApp } from "@app/core";
import { documentCookieJar } from "@app/core/internal";
import { act } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream, renderToString } from "react-dom/server.browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { serverHtmlInPage } from "./server-html.js";
import { StackProvider } from "./stack-provider.js";
import { useProject } from "./use-project.js";
import { useUser } from "./use-user.js";

// A page that calls useUser() and useProject(), rendered on a "server" (an app over the request's
// cookies, as a Node server would build one per request), then hydrated in this document by a
// browser app (tokenStore "cookie") given the dehydrated state. Runs on React 19 (project dom)
// and React 18.3 (project dom-react18).

const emulator = emulatorPerTest();
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  const cookies = documentCookieJar();
  for (const name of Object.keys(cookies.getAll())) cookies.remove(name, { secure: false });
  vi.restoreAllMocks();
});

function Page() {
  const user = useUser();
  const project = useProject();
  return (
    <main>
      <h1>{project.displayName}</h1>
      <p>{user ? `Signed in as ${user.primaryEmail}` : "Signed out"}</p>
    </main>
  );
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

type Mode = "renderToString" | "renderToReadableStream";

/**
 * React's development notice when the streaming server renderer and the DOM renderer have both
 * rendered one context provider in one process: an artifact of this test, which holds server and
 * browser in one process (the Chromium test of examples/react-ssr has them apart).
 */
const isTwoRenderersNotice = (message: unknown) =>
  String(message).includes("Detected multiple renderers concurrently rendering the same context");

/** The server half, per request: the page's HTML and the state to embed in it. */
async function renderOnServer(mode: Mode, cookie: string) {
  const { app, requests } = emulator.createApp({ tokenStore: { headers: { cookie } } });
  // renderToString cannot wait for data: load it first (a streamed render could wait itself).
  await Promise.all([app.getUser(), app.getProject()]);
  let html: string;
  if (mode === "renderToString") {
    html = renderToString(tree(app));
  } else {
    const stream = await renderToReadableStream(tree(app));
    await stream.allReady;
    html = await new Response(stream).text();
  }
  return { html, state: dehydrate(app), requests };
}

/** The browser half: the server's HTML in the page, then hydrateRoot with the state. */
async function hydrateInBrowser(html: string, state: DehydratedStackState | undefined) {
  const { container, shown } = serverHtmlInPage(html);
  const recoverable: unknown[] = [];
  const { app, requests } = emulator.createApp({ tokenStore: "cookie" });
  await act(async () => {
    root = hydrateRoot(container, tree(app, state), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, shown, recoverable, requests };
}

async function signInBrowser() {
  const { app } = emulator.createApp({ tokenStore: "cookie" });
  const result = await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  expect(result.status).toBe("ok");
}

describe.each<Mode>(["renderToString", "renderToReadableStream"])(
  "a page with useUser() rendered on the server with %s",
  (mode) => {
    it.each([
      ["signed in", true, `Signed in as ${DEMO_USER.email}`],
      ["signed out", false, "Signed out"],
    ])("hydrates %s with no mismatch, no fallback and no request", async (_, signedIn, text) => {
      if (signedIn) await signInBrowser();
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      const server = await renderOnServer(mode, document.cookie);
      expect(server.html).toContain(text);
      expect(server.html).not.toContain("Loading…");
      expect(server.requests.sort()).toEqual(
        signedIn ? ["GET /projects/current", "GET /users/me"] : ["GET /projects/current"],
      );

      const state = JSON.parse(JSON.stringify(server.state));
      const browser = await hydrateInBrowser(server.html, state);
      expect(browser.container.textContent).toContain(text);
      expect(browser.shown.filter((shown) => shown.includes("Loading…"))).toEqual([]);
      expect(browser.recoverable).toEqual([]);
      expect(consoleError.mock.calls.filter(([message]) => !isTwoRenderersNotice(message))).toEqual(
        [],
      );
      expect(browser.requests).toEqual([]);
    });
  },
);

describe("the checks above can fail", () => {
  it("a browser app without the state loads the user again", async () => {
    await signInBrowser();
    const server = await renderOnServer("renderToString", document.cookie);
    const browser = await hydrateInBrowser(server.html, undefined);
    await vi.waitFor(() => expect(browser.requests).toContain("GET /users/me"));
  });

  it("a state that does not match the server's HTML is a hydration error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await signInBrowser();
    const signedIn = await renderOnServer("renderToString", document.cookie);
    const signedOut = await renderOnServer("renderToString", "");
    const browser = await hydrateInBrowser(signedIn.html, signedOut.state);
    expect(browser.recoverable).not.toEqual([]);
  });
});
