"use client";

import "./register-hooks.js";
import type { StackClientApp } from "@app/core";
import { useContext } from "react";
import { StackContext } from "./stack-context.js";

/**
 * The app of the nearest `<StackProvider>`.
 *
 * @throws Error when there is no provider above the calling component.
 *
 * @example
 * ```tsx
 * function SignOutButton() {
 *   const app = useStackApp();
 *   return <button type="button" onClick={() => app.signOut()}>Sign out</button>;
 * }
 * ```
 */
export function useStackApp(): StackClientApp {
  const app = useContext(StackContext);
  if (app === null) {
    throw new Error(
      "useStackApp() was called outside a <StackProvider>. Wrap your component tree in " +
        "<StackProvider app={app}> from @app/react, with the StackClientApp you created.",
    );
  }
  return app;
}
