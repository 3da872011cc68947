import type { serverUserUpdateRequestSchema } from "@app/core/internal";
import type * as v from "valibot";

// The bodies of the user endpoints are the core's (`@app/core/internal`: `clientUserUpdateRequestSchema`,
// `serverUserCreateRequestSchema`, `serverUserUpdateRequestSchema`), the ones the apps check their
// options with.

/** A change to a user, whichever access type asked for it (a new user may be anonymous). */
export type UserUpdate = Omit<
  v.InferOutput<typeof serverUserUpdateRequestSchema>,
  "is_anonymous"
> & {
  is_anonymous?: boolean | undefined;
};
