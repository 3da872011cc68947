import type { serverUserUpdateRequestSchema } from "@app/core/internal";
import type * as v from "valibot";

// The bodies of the user endpoints are the core's (`@app/core/internal`: `clientUserUpdateRequestSchema`,
// `serverUserCreateRequestSchema`, `serverUserUpdateRequestSchema`), the ones the apps check their
// options with.

/** A change to a user (or a new user's fields), whichever access type asked for it. */
export type UserUpdate = v.InferOutput<typeof serverUserUpdateRequestSchema>;
