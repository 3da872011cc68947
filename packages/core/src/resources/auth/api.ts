import type { HttpClient } from "../../http/http-client.js";
import { type TokensJson, tokensJsonSchema } from "../sessions/wire.js";
import type { PasswordSignInRequest } from "./requests.js";

/**
 * `POST /auth/password/sign-in`. The body's type is its request schema's (`requests.ts`), whose
 * code the first load does not carry.
 */
export function signInWithPassword(
  http: HttpClient,
  body: PasswordSignInRequest,
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensJsonSchema);
}
