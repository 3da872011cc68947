import type { HttpClient } from "../../http/http-client.js";
import type { TokensJson } from "../sessions/wire.js";

// The schema of the answer loads with the request (a browser app's first load has no valibot).
const tokensSchema = async () => (await import("../sessions/wire.js")).tokensJsonSchema;

/** `POST /auth/password/sign-in`. */
export function signInWithPassword(
  http: HttpClient,
  body: { email: string; password: string },
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensSchema);
}
