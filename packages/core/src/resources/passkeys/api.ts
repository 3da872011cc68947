import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type { TokensJson, tokensJsonSchema } from "../sessions/wire.js";
import { type PasskeyCeremonyJson, passkeyCeremonyJsonSchema } from "./wire.js";

/** `POST /auth/passkey/initiate-passkey-registration` (signed-in user). */
export function initiatePasskeyRegistration(
  http: HttpClient,
  session: TokenProvider,
): Promise<PasskeyCeremonyJson> {
  return http.request(
    "/auth/passkey/initiate-passkey-registration",
    { method: "POST", session },
    passkeyCeremonyJsonSchema,
  );
}

/** `POST /auth/passkey/register`: the browser's new credential for the ceremony `code`. */
export async function registerPasskey(
  http: HttpClient,
  session: TokenProvider,
  body: { credential: unknown; code: string },
): Promise<void> {
  await http.request("/auth/passkey/register", { method: "POST", session, body });
}

/** `POST /auth/passkey/initiate-passkey-authentication`. */
export function initiatePasskeyAuthentication(http: HttpClient): Promise<PasskeyCeremonyJson> {
  return http.request(
    "/auth/passkey/initiate-passkey-authentication",
    { method: "POST" },
    passkeyCeremonyJsonSchema,
  );
}

/**
 * `POST /auth/passkey/sign-in`: the browser's signed answer for the ceremony `code`. `schema` is
 * the sessions' token schema, which the caller hands over (`tokensJsonSchema`).
 */
export function signInWithPasskey(
  http: HttpClient,
  body: { authentication_response: unknown; code: string },
  schema: typeof tokensJsonSchema,
): Promise<TokensJson> {
  return http.request("/auth/passkey/sign-in", { method: "POST", body }, schema);
}
