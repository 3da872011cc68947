import { useUser } from "@app/react";
import { Suspense } from "react";

/** A page only for signed-in users: a visitor is sent to sign-in, and comes back here after. */
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
  const user = useUser({ or: "redirect" });
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
