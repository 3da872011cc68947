import { DASHBOARD_PATHS } from "./dashboard-paths.js";
import { html, type SafeHtml } from "./html.js";

/** The fields of the create-user form, as typed. */
export interface CreateUserFields {
  email: string;
  password: string;
  displayName: string;
}

/** The fields' errors, and `form` for an error that is no single field's. */
export type CreateUserErrors = Partial<Record<keyof CreateUserFields | "form", string>>;

/** What the form shows: what was typed (never the password again) and what was wrong. */
export interface CreateUserFormState {
  values: Omit<CreateUserFields, "password">;
  errors: CreateUserErrors;
}

/** The form as first shown: empty, no errors. */
export const EMPTY_CREATE_USER_FORM: CreateUserFormState = {
  values: { email: "", displayName: "" },
  errors: {},
};

interface FieldSpec {
  name: keyof CreateUserFields;
  /** The form field's name (what is posted). */
  param: string;
  label: string;
  type: string;
  autocomplete: string;
  hint?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "email", param: "email", label: "E-mail", type: "email", autocomplete: "off" },
  {
    name: "password",
    param: "password",
    label: "Password",
    type: "password",
    autocomplete: "new-password",
    hint: "8 to 70 characters.",
  },
  {
    name: "displayName",
    param: "display_name",
    label: "Display name (optional)",
    type: "text",
    autocomplete: "off",
  },
];

function field(spec: FieldSpec, state: CreateUserFormState, autofocus: boolean): SafeHtml {
  const id = `new-user-${spec.param}`;
  const error = state.errors[spec.name];
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  const value = spec.name === "password" ? "" : state.values[spec.name];
  return html`<div class="field">
<label for="${id}">${spec.label}</label>
${spec.hint ? html`<p class="hint" id="${hintId}">${spec.hint}</p>` : ""}
<input id="${id}" name="${spec.param}" type="${spec.type}" autocomplete="${spec.autocomplete}" value="${value}"${spec.name === "displayName" ? "" : html` required`}${describedBy ? html` aria-describedby="${describedBy}"` : ""}${error ? html` aria-invalid="true"` : ""}${autofocus ? html` autofocus` : ""}>
${error ? html`<p class="error" id="${errorId}" role="alert">${error}</p>` : ""}
</div>`;
}

/**
 * The create-user form: e-mail, password and display name, posted to
 * `/emulator/dashboard/users`. Each error sits under its field, linked by `aria-describedby`;
 * the first invalid field takes the focus. The browser's own checks are off (`novalidate`), so
 * that every error reads the same way.
 *
 * @example
 * ```ts
 * createUserForm(DEMO_PROJECT.id, { values: { email: "ada@", displayName: "" }, errors: { email: "…" } });
 * ```
 */
export function createUserForm(projectId: string, state: CreateUserFormState): SafeHtml {
  const firstInvalid = FIELDS.find((spec) => state.errors[spec.name] !== undefined);
  return html`<section aria-labelledby="create-user-heading">
<h2 id="create-user-heading">Create a user</h2>
<form method="post" action="${DASHBOARD_PATHS.createUser}" novalidate>
<input type="hidden" name="project" value="${projectId}">
${state.errors.form ? html`<p class="error" role="alert">${state.errors.form}</p>` : ""}
${FIELDS.map((spec) => field(spec, state, spec === firstInvalid))}
<button type="submit">Create user</button>
</form>
</section>`;
}
