import type { HttpClient } from "../../http/http-client.js";
import type { TokensJson } from "../sessions/wire.js";
import type { PasswordSignInRequest } from "./requests.js";

// The schema of the answer loads with the request (a browser app's first load has no valibot).
const tokensSchema = async () => (await import("../sessions/wire.js")).tokensJsonSchema;

/**
 * `POST /auth/password/sign-in`. The body's type is its request schema's (`requests.ts`), whose
 * code the first load does not carry.
 */
export function signInWithPassword(
  http: HttpClient,
  body: PasswordSignInRequest,
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensSchema);
}
