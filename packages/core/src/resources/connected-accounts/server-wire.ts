import * as v from "valibot";
import { oauthProviderJsonSchema } from "./wire.js";

/** A connected OAuth account as the server sees it: with the user's account id at the provider. */
export const serverOAuthProviderJsonSchema = v.looseObject({
  ...oauthProviderJsonSchema.entries,
  account_id: v.string(),
});
export type ServerOAuthProviderJson = v.InferOutput<typeof serverOAuthProviderJsonSchema>;
