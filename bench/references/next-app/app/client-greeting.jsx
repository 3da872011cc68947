"use client";

import { useUser } from "@stackframe/stack";

export function ClientGreeting() {
  const user = useUser();
  return (
    <p>
      {user ? `Client component: hello, ${user.displayName}` : "Client component: nobody signed in"}
    </p>
  );
}
