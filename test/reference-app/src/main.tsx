import {
  AccountSettings,
  StackClientApp,
  StackHandler,
  StackProvider,
  StackTheme,
  UserButton,
  useUser,
} from "@stackframe/react";
import { Suspense } from "react";
import { createRoot } from "react-dom/client";

// A new user's app on the reference SDK, as its documentation sets one up: the client app, the
// provider and theme, the handler pages under /handler, the user button on the home page and
// the account settings on their own page. The test that builds it (e2e/reference-sdk.test.ts)
// fills in where the emulator listens.

declare const REFERENCE_APP_CONFIG: {
  baseUrl: string;
  projectId: string;
  publishableClientKey: string;
};

const app = new StackClientApp({
  baseUrl: REFERENCE_APP_CONFIG.baseUrl,
  projectId: REFERENCE_APP_CONFIG.projectId,
  publishableClientKey: REFERENCE_APP_CONFIG.publishableClientKey,
  tokenStore: "cookie",
  redirectMethod: "window",
});

function Home() {
  const user = useUser();
  return (
    <main>
      <h1>Reference app</h1>
      {user ? <p>Signed in as {user.primaryEmail}</p> : <a href={app.urls.signIn}>Sign in</a>}
      <UserButton />
    </main>
  );
}

function Page() {
  const path = window.location.pathname;
  if (path.startsWith("/handler")) return <StackHandler fullPage location={path} />;
  if (path === "/account") return <AccountSettings fullPage />;
  return <Home />;
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
createRoot(root).render(
  <StackProvider app={app}>
    <StackTheme>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </StackTheme>
  </StackProvider>,
);
