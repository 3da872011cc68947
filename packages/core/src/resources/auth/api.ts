import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { refreshGrantJsonSchema, type TokensJson, tokensJsonSchema } from "../sessions/wire.js";

/** `POST /auth/password/sign-in`. */
export function signInWithPassword(
  http: HttpClient,
  body: { email: string; password: string },
): Promise<TokensJson> {
  return http.request("/auth/password/sign-in", { method: "POST", body }, tokensJsonSchema);
}

/** `POST /auth/password/sign-up`. */
export function signUpWithPassword(
  http: HttpClient,
  body: { email: string; password: string; verification_callback_url?: string },
): Promise<TokensJson> {
  return http.request("/auth/password/sign-up", { method: "POST", body }, tokensJsonSchema);
}

/** `POST /auth/anonymous/sign-up`. */
export function signUpAnonymously(http: HttpClient): Promise<TokensJson> {
  return http.request("/auth/anonymous/sign-up", { method: "POST" }, tokensJsonSchema);
}

/** `DELETE /auth/sessions/current`: ends the session on the service. */
export async function deleteCurrentSession(
  http: HttpClient,
  session: TokenProvider,
): Promise<void> {
  await http.request("/auth/sessions/current", { method: "DELETE", session });
}

/** The public client secret sentinel for projects that need no publishable key. */
export const PUBLIC_CLIENT_SECRET = "__stack_public_client__";

/**
 * The OAuth refresh grant (`POST /auth/oauth/token`, form-encoded, without x-stack headers):
 * returns a new access token for `refreshToken`.
 */
export async function refreshAccessToken(http: HttpClient, refreshToken: string): Promise<string> {
  const { projectId, publishableClientKey } = http.options;
  const answer = await http.postForm(
    "/auth/oauth/token",
    {
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: projectId,
      client_secret: publishableClientKey ?? PUBLIC_CLIENT_SECRET,
    },
    refreshGrantJsonSchema,
  );
  return answer.access_token;
}
