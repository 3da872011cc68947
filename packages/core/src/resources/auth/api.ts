import type { HttpClient } from "../../http/http-client.js";
import type { TokensJson } from "../sessions/wire.js";
import type { PasswordSignInRequest } from "./requests.js";

// The schema of the answer, and valibot with it, loads with the request.
const tokensSchema = async () => (await import("../sessions/wire.js")).tokensJsonSchema;

/**
 * `POST /auth/password/sign-in`. The body's type is its request schema's (`requests.ts`), by a
 * type-only import.
 */
export function signInWithPassword(
  http: HttpClient,
  body: PasswordSignInRequest,
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensSchema);
}
