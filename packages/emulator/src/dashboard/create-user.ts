import { KnownError, KnownErrors } from "@app/core/errors";
import {
  getPasswordError,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@app/core/internal";
import { createUser } from "../actions/save-user.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import type { CreateUserErrors, CreateUserFields } from "./create-user-form.js";

/**
 * The form's fields from a posted body (missing ones are empty; the e-mail and name trimmed).
 *
 * @example
 * ```ts
 * readCreateUserFields({ email: " ada@example.com ", password: "correct horse" });
 * ```
 */
export function readCreateUserFields(body: Record<string, unknown>): CreateUserFields {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    email: text(body.email).trim(),
    password: text(body.password),
    displayName: text(body.display_name).trim(),
  };
}

function checkFields(fields: CreateUserFields): CreateUserErrors {
  const errors: CreateUserErrors = {};
  if (fields.email === "") errors.email = "Enter an e-mail address.";
  else if (!isValidEmail(fields.email)) {
    errors.email = `"${fields.email}" is not a valid e-mail address.`;
  }
  if (fields.password === "") errors.password = "Enter a password.";
  else if (getPasswordError(fields.password)) {
    errors.password = `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  return errors;
}

/** The field a refusal of the service is about, and its sentence. */
function errorsOf(error: KnownError, fields: CreateUserFields): CreateUserErrors {
  if (KnownErrors.UserWithEmailAlreadyExists.isInstance(error)) {
    return { email: `A user with the e-mail "${fields.email}" already exists in this project.` };
  }
  if (KnownErrors.PasswordAuthenticationNotEnabled.isInstance(error)) {
    return { password: "Password sign-in is turned off in this project." };
  }
  return { form: error.message };
}

/**
 * Creates a user of `project` from the dashboard's form, as `POST /users` would: the e-mail
 * signs in (not yet verified), with the password. Nothing is stored when a field is wrong; the
 * errors name the field and what was typed.
 *
 * @example
 * ```ts
 * const result = await createUserFromForm(services, project, { email, password, displayName: "" });
 * if ("errors" in result) console.log(result.errors.email);
 * ```
 */
export async function createUserFromForm(
  services: EmulatorServices,
  project: ProjectRecord,
  fields: CreateUserFields,
): Promise<{ user: UserRecord } | { errors: CreateUserErrors }> {
  const errors = checkFields(fields);
  if (Object.keys(errors).length > 0) return { errors };
  try {
    const user = await createUser(services, project, {
      primary_email: fields.email,
      primary_email_auth_enabled: true,
      password: fields.password,
      display_name: fields.displayName === "" ? null : fields.displayName,
    });
    return { user };
  } catch (error) {
    if (KnownError.isKnownError(error)) return { errors: errorsOf(error, fields) };
    throw error;
  }
}
