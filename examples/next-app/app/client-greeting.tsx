"use client";

import { useUser } from "@app/next";

// A client component: its user comes with the page (StackProvider read it on the server), so the
// first paint shows it, with no Suspense fallback.
export function ClientGreeting() {
  const user = useUser();
  return (
    <p data-testid="client-user">
      {user
        ? `Client component: hello, ${user.displayName ?? user.primaryEmail}`
        : "Client component: nobody signed in"}
    </p>
  );
}
