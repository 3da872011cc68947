// Loaded with the first request of a browser app.

import type { HttpClient } from "../../http/http-client.js";

// The schema of the answer, and valibot with it, loads with the request.
const refreshGrantSchema = async () => (await import("./wire.js")).refreshGrantJsonSchema;

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
    refreshGrantSchema,
  );
  return answer.access_token;
}
