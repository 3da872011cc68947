import * as v from "valibot";
import type { AppContext } from "../../apps/context.js";

const svixTokenJsonSchema = v.looseObject({ token: v.string(), url: v.optional(v.string()) });

/** A token for the project's webhooks portal (`POST /webhooks/svix-token`). */
export async function getSvixToken(context: AppContext): Promise<string> {
  const json = await context.http.request(
    "/webhooks/svix-token",
    { method: "POST" },
    svixTokenJsonSchema,
  );
  return json.token;
}
