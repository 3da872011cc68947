import { defineError } from "../define-error.js";

/** Errors about users. */

// The key follows the reference SDK's name, which SPEC.md uses.
export const UserWithEmailAlreadyExists = defineError<
  "USER_EMAIL_ALREADY_EXISTS",
  { email: string; would_work_if_email_was_verified?: boolean }
>("USER_EMAIL_ALREADY_EXISTS", {
  status: 409,
  message: (d) =>
    d.would_work_if_email_was_verified
      ? `An account with ${d.email} exists but its e-mail is unverified: sign in the way you signed up, verify the e-mail, then use this method.`
      : `An account with ${d.email} already exists.`,
});

export const CannotGetOwnUserWithoutUser = defineError("CANNOT_GET_OWN_USER_WITHOUT_USER", {
  status: 400,
  message: "The user ID 'me' was used, but no user is signed in.",
});

export const UserIdDoesNotExist = defineError<"USER_ID_DOES_NOT_EXIST", { user_id: string }>(
  "USER_ID_DOES_NOT_EXIST",
  { status: 400, message: (d) => `There is no user with the ID ${d.user_id}.` },
);

export const UserNotFound = defineError("USER_NOT_FOUND", {
  status: 404,
  message: "The user does not exist.",
});
