import { useMethodNavigate } from "../context/method-navigate.js";
import type { Navigate } from "../context/redirect.js";
import type { StackClientApp } from "./client-app.js";
import { APP_CONTEXT } from "./context.js";

/**
 * `app.useNavigate()`: the navigate function of the app's redirect method, which the SDK's
 * components use. `@app/react` installs it on the apps (register-hooks.ts), with its type
 * (hook-types.ts); the core's first load does not carry it.
 *
 * @example
 * ```tsx
 * const navigate = useAppNavigate(app);
 * return <button onClick={() => navigate("/dashboard")}>Dashboard</button>;
 * ```
 */
export function useAppNavigate(app: StackClientApp): Navigate {
  return useMethodNavigate(app[APP_CONTEXT].redirectMethod);
}
