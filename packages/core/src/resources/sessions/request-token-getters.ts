import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { tokenGetters } from "./token-getters.js";

// The token getters of an app whose own store is per request (Next.js's cookies, through
// `@app/next`): loaded with the first call of one, on a server; a browser app never has one.

type Getter = (...args: unknown[]) => Promise<unknown>;

/** Reads `name` (`getAccessToken`…) of the session of the request being served. */
async function ofRequest(context: AppContext, name: string, args: unknown[]): Promise<unknown> {
  const session = await (context.requestSession as () => Promise<Session>)();
  const getters = tokenGetters<Record<string, Getter>>(context.cache, session, [
    name as "getAccessToken",
  ]);
  return getters[name]?.(...args);
}

export const getAuthJson = (context: AppContext, ...args: unknown[]) =>
  ofRequest(context, "getAuthJson", args);
export const getAccessToken = (context: AppContext, ...args: unknown[]) =>
  ofRequest(context, "getAccessToken", args);
export const getRefreshToken = (context: AppContext, ...args: unknown[]) =>
  ofRequest(context, "getRefreshToken", args);
export const getAuthorizationHeader = (context: AppContext, ...args: unknown[]) =>
  ofRequest(context, "getAuthorizationHeader", args);
export const getAuthHeaders = (context: AppContext, ...args: unknown[]) =>
  ofRequest(context, "getAuthHeaders", args);
