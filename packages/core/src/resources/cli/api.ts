import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import type { CliLoginCompleteRequest, CliLoginStartRequest } from "./requests.js";
import { type CliPollJson, cliLoginJsonSchema, cliPollJsonSchema } from "./wire.js";

/** `POST /auth/cli`: starts a command-line login. */
export function startCliLogin(http: HttpClient, body: CliLoginStartRequest) {
  return http.request("/auth/cli", { method: "POST", body }, cliLoginJsonSchema);
}

/** `POST /auth/cli/poll`. */
export function pollCliLogin(http: HttpClient, pollingCode: string): Promise<CliPollJson> {
  return http.request(
    "/auth/cli/poll",
    { method: "POST", body: { polling_code: pollingCode } },
    cliPollJsonSchema,
  );
}

/** `POST /auth/cli/complete` (mode `complete`): the signed-in user confirms the login. */
export async function completeCliLogin(
  http: HttpClient,
  session: TokenProvider,
  body: CliLoginCompleteRequest & { refresh_token: string },
): Promise<void> {
  await http.request("/auth/cli/complete", { method: "POST", session, body });
}
