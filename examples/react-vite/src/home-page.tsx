import type { CurrentUser } from "@app/core";
import { useProject, useStackApp, useUser } from "@app/react";
import { Suspense, useState } from "react";

/** The example's home page: who is signed in, with a way in or out. */
export function HomePage() {
  return (
    <main className="app-main">
      <h1>React + Vite example</h1>
      <p className="app-muted">
        A small app on @app/ui: sign in, switch teams in the header, manage your teams and API keys,
        and open your account from the user button.
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <SessionStatus />
      </Suspense>
    </main>
  );
}

function SessionStatus() {
  const app = useStackApp();
  const user = useUser();
  if (!user) {
    return (
      <p>
        <a href={app.urls.signIn}>Sign in</a>
      </p>
    );
  }
  return (
    <div className="app-panel">
      <p>
        Signed in as {user.primaryEmail ?? user.displayName ?? user.id}{" "}
        <a href={app.urls.accountSettings}>Account settings</a>{" "}
        <a href={app.urls.signOut}>Sign out</a>
      </p>
      {/* Its own boundary: the project's config loads after the user, and must not hold back
          "Signed in as" (a sign-in in another tab shows here as soon as the user is loaded). */}
      <Suspense fallback={null}>
        <PasskeyRegistration user={user} />
      </Suspense>
    </div>
  );
}

/** Adds a passkey to the account, so that the next sign-in can use 'Sign in with Passkey'. */
function PasskeyRegistration({ user }: { user: CurrentUser }) {
  const { config } = useProject();
  const [status, setStatus] = useState<string | null>(null);
  if (!config.passkeyEnabled) return null;
  return (
    <p>
      <button
        type="button"
        onClick={async () => {
          setStatus("Waiting for your passkey…");
          const result = await user.registerPasskey();
          setStatus(result.status === "ok" ? "Passkey registered." : result.error.message);
        }}
      >
        Register a passkey
      </button>{" "}
      <span role="status">{status}</span>
    </p>
  );
}
