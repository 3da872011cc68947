import { useStackApp, useUser } from "@app/react";
import { Suspense } from "react";

/** The example's home page: who is signed in, with a way in or out. */
export function HomePage() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
      <h1>React + Vite example</h1>
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
    <p>
      Signed in as {user.primaryEmail ?? user.displayName ?? user.id}{" "}
      <a href={app.urls.signOut}>Sign out</a>
    </p>
  );
}
