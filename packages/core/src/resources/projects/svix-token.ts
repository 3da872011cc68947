import * as v from "valibot";
import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { keys } from "../kit/cache-keys.js";

const svixTokenJsonSchema = v.looseObject({ token: v.string(), url: v.optional(v.string()) });

/**
 * `adminApp.getSvixToken()`: a token for the project's webhooks portal
 * (`POST /webhooks/svix-token`). A new one on every call; a hook shows the last.
 */
export const svixTokenQuery = (context: AppContext): Query<string> => ({
  key: keys.svixToken(),
  load: async () => {
    const json = await context.http.request(
      "/webhooks/svix-token",
      { method: "POST" },
      svixTokenJsonSchema,
    );
    return json.token;
  },
  reload: true,
});
