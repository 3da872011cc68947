import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { KnownError } from "../../errors/known-error.js";
import { getPasswordError } from "../../schemas/password.js";
import type { Session } from "../../session/session.js";
import { changed } from "../kit/changes.js";
import { deleteCurrentUserJson, setPasswordJson, updatePasswordJson } from "./api.js";

/**
 * The failures of `updatePassword()` that the user causes; they are returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await user.updatePassword({ oldPassword, newPassword });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type UpdatePasswordError =
  | KnownErrors["PasswordConfirmationMismatch"]
  | KnownErrors["PasswordRequirementsNotMet"];

/**
 * The failure of `setPassword()` that the user causes; it is returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await user.setPassword({ password: "correct horse" });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type SetPasswordError = KnownErrors["PasswordRequirementsNotMet"];

/**
 * Options of `updatePassword()`.
 *
 * @example
 * ```ts
 * await user.updatePassword({ oldPassword: "old horse", newPassword: "correct horse" });
 * ```
 */
export interface UpdatePasswordOptions {
  /** The current password. */
  oldPassword: string;
  /** The new password. */
  newPassword: string;
}

/**
 * Options of `setPassword()`.
 *
 * @example
 * ```ts
 * await user.setPassword({ password: "correct horse" });
 * ```
 */
export interface SetPasswordOptions {
  /** The new password. */
  password: string;
}

function checkStrings(options: unknown, fields: string[], method: string): void {
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${method} expects { ${fields.join(", ")} }.`);
  }
  for (const field of fields) {
    const value = (options as Record<string, unknown>)[field];
    if (typeof value !== "string") {
      throw new TypeError(`${method}: ${field} must be a string; got ${typeof value}.`);
    }
  }
}

/** Runs a password call, returning the errors of `codes` and throwing the rest. */
async function returning<Failure>(codes: string[], run: () => Promise<void>) {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (codes.some((code) => KnownError.hasCode(error, code))) return error as Failure;
    throw error;
  }
}

/**
 * Changes the signed-in user's password, given the old one. A new password of the wrong length
 * (8 to 70 characters) comes back as an error before any request; a wrong old password as
 * PASSWORD_CONFIRMATION_MISMATCH. The service ends every other session of the user; this one
 * stays signed in.
 */
export async function updatePassword(
  context: AppContext,
  session: Session,
  userId: string,
  options: UpdatePasswordOptions,
): Promise<UpdatePasswordError | undefined> {
  checkStrings(options, ["oldPassword", "newPassword"], "user.updatePassword()");
  const lengthError = getPasswordError(options.newPassword);
  if (lengthError) return lengthError as UpdatePasswordError;
  const error = await returning<UpdatePasswordError>(
    ["PASSWORD_CONFIRMATION_MISMATCH", "PASSWORD_REQUIREMENTS_NOT_MET"],
    () =>
      updatePasswordJson(context.http, session, {
        old_password: options.oldPassword,
        new_password: options.newPassword,
      }),
  );
  if (!error) changed(context, "user.password", userId);
  return error;
}

/**
 * Gives a password to the signed-in user, who has none yet (one who has gets the service's 400).
 * A password of the wrong length comes back as an error before any request. The cached user
 * reloads (`hasPassword`).
 */
export async function setPassword(
  context: AppContext,
  session: Session,
  options: SetPasswordOptions,
): Promise<SetPasswordError | undefined> {
  checkStrings(options, ["password"], "user.setPassword()");
  const lengthError = getPasswordError(options.password);
  if (lengthError) return lengthError as SetPasswordError;
  const error = await returning<SetPasswordError>(["PASSWORD_REQUIREMENTS_NOT_MET"], () =>
    setPasswordJson(context.http, session, { password: options.password }),
  );
  if (!error) changed(context, "user.setPassword");
  return error;
}

/**
 * Deletes the signed-in user's account, if the project allows clients to (otherwise the
 * service's 400 is thrown). The session ends and the app reads as signed out.
 */
export async function deleteCurrentUser(context: AppContext, session: Session): Promise<void> {
  await deleteCurrentUserJson(context.http, session);
  session.invalidate();
  if (session === context.session) await context.users?.sync();
  changed(context, "user.delete");
}
