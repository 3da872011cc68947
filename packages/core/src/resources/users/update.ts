import * as v from "valibot";
import { jsonObjectSchema, profileImageUrlSchema } from "../../schemas/fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";

/** What a signed-in user may change about themselves. */
export interface UserUpdate {
  displayName?: string | null;
  clientMetadata?: Record<string, unknown> | null;
  profileImageUrl?: string | null;
}

/** The fields a client may send to `PATCH /users/me`. */
export const USER_UPDATE_FIELDS: Record<keyof UserUpdate, FieldSpec> = {
  displayName: ["display_name", v.nullable(v.string())],
  clientMetadata: ["client_metadata", v.nullable(jsonObjectSchema)],
  profileImageUrl: ["profile_image_url", v.nullable(profileImageUrlSchema)],
};
