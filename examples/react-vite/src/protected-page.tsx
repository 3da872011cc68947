import { useStackApp, useUser } from "@app/react";
import { Suspense, useEffect } from "react";

/**
 * A page only for signed-in users: a visitor is sent to sign-in, and a user who has not finished
 * onboarding (the project requires a verified email and theirs is not) to the onboarding page;
 * each comes back here after.
 */
export function ProtectedPage() {
  return (
    <main className="app-main">
      <h1>Protected page</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Greeting />
      </Suspense>
    </main>
  );
}

function Greeting() {
  const app = useStackApp();
  const user = useUser({ or: "redirect" });
  const restricted = user.isRestricted;
  useEffect(() => {
    if (!restricted) return;
    const back = encodeURIComponent(window.location.pathname);
    app.redirectTo(`${app.urls.handler}/onboarding?after_auth_return_to=${back}`);
  }, [app, restricted]);
  if (restricted) return <p>Loading…</p>;
  return (
    <div className="app-panel">
      <p>
        Only signed-in users see this page. Hello,{" "}
        <strong>{user.displayName ?? user.primaryEmail ?? "there"}</strong>!
      </p>
      <p className="app-muted">
        Your selected team: {user.selectedTeam?.displayName ?? "none"}. Change it in the header.
      </p>
    </div>
  );
}
