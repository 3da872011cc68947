import { KnownError } from "@app/core";
import { useUser } from "@app/react";
import { type FormEvent, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../../i18n/error-message.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ErrorAlert } from "../../primitives/error-alert.js";
import { Field } from "../../primitives/field.js";
import { passwordError, repeatError } from "../../primitives/password-errors.js";
import { PasswordInput } from "../../primitives/password-input.js";
import { useAsyncAction } from "../../primitives/use-async-action.js";

type FieldName = "current" | "password" | "repeat";
type Errors = Partial<Record<FieldName, string>>;

/**
 * The password section: a user without a password sets one (new and repeated); a user with one
 * changes it (current, new, repeated). The new password follows the sign-up rules (8 to 70
 * characters); a wrong current password and the project's own requirements come back from the
 * service, shown on their field.
 */
export function PasswordSection() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  const hasPassword = user.hasPassword;
  const [values, setValues] = useState({ current: "", password: "", repeat: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<"set" | "updated" | null>(null);

  const save = useAsyncAction(async () => {
    const failure = hasPassword
      ? await user.updatePassword({ oldPassword: values.current, newPassword: values.password })
      : await user.setPassword({ password: values.password });
    if (failure) {
      const field = KnownError.hasCode(failure, "PASSWORD_CONFIRMATION_MISMATCH")
        ? "current"
        : "password";
      setErrors({ [field]: knownErrorMessage(failure, t) });
      return;
    }
    setValues({ current: "", password: "", repeat: "" });
    setDone(hasPassword ? "updated" : "set");
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const found: Errors = {
      current: hasPassword && values.current === "" ? t("passwordEnterCurrent") : undefined,
      password: passwordError(values.password, t),
      repeat: repeatError(values.password, values.repeat, t),
    };
    setErrors(found);
    if (!found.current && !found.password && !found.repeat) save.run();
  }

  const field = (name: FieldName, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            setValues({ ...values, [name]: event.target.value });
            // Editing a new password clears both new-password messages, as on sign-up.
            if (name !== "current")
              setErrors({ ...errors, password: undefined, repeat: undefined });
            else setErrors({ ...errors, current: undefined });
          }}
        />
      )}
    </Field>
  );

  return (
    <div data-slot="stack-settings-section">
      <p data-slot="stack-settings-hint">
        {hasPassword ? t("passwordUpdateHint") : t("passwordSetHint")}
      </p>
      <form data-slot="stack-settings-form" noValidate onSubmit={submit}>
        {/* A hidden username helps password managers file the new password under the account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.primaryEmail ?? ""}
          readOnly
          hidden
        />
        {hasPassword ? field("current", t("passwordCurrent"), "current-password") : null}
        {field("password", t("passwordNew"), "new-password")}
        {field("repeat", t("passwordRepeatNew"), "new-password")}
        <ErrorAlert message={save.error} slot="stack-form-error" />
        <Button type="submit" loading={save.pending}>
          {hasPassword ? t("passwordUpdate") : t("passwordSet")}
        </Button>
      </form>
      {done ? (
        <p role="status" data-slot="stack-settings-status">
          {done === "set" ? t("passwordSetDone") : t("passwordUpdateDone")}
        </p>
      ) : null}
    </div>
  );
}
