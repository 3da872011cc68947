import type { HttpClient } from "../../http/http-client.js";
import { type TokensJson, tokensJsonSchema } from "../sessions/wire.js";

/** `POST /auth/password/sign-in`. */
export function signInWithPassword(
  http: HttpClient,
  body: { email: string; password: string },
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensJsonSchema);
}
