import "./register-hooks.js";
import type { StackClientApp } from "@app/core";
import type { ReactNode } from "react";
import { StackContext } from "./stack-context.js";

/** Props of {@link StackProvider}. */
export interface StackProviderProps {
  /** The app every hook below reads. Create it once, outside any component. */
  app: StackClientApp;
  children?: ReactNode;
}

/**
 * Makes `app` available to every hook and component below it. It holds no state of its own: the
 * app's stores are the single source of truth, so the same app can also be used outside React.
 *
 * @example
 * ```tsx
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 *
 * createRoot(root).render(
 *   <StackProvider app={app}>
 *     <App />
 *   </StackProvider>,
 * );
 * ```
 */
export function StackProvider({ app, children }: StackProviderProps) {
  return <StackContext.Provider value={app}>{children}</StackContext.Provider>;
}
