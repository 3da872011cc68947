import { useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../../i18n/error-message.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Field } from "../../primitives/field.js";
import { SubmitForm } from "../../primitives/submit-form.js";

/** Props of {@link TextSettingForm}. */
export interface TextSettingFormProps {
  label: string;
  /** The current value, from the hook that reads it. */
  value: string;
  submitLabel: string;
  /** What an empty value says; without it, an empty value is saved. */
  requiredMessage?: string;
  onSave(value: string): Promise<void>;
}

/**
 * One text setting (a team's name, a display name) with its save button; 'Saved.' is announced
 * after a save, and a refused value shows the service's message on the field.
 */
export function TextSettingForm({
  label,
  value,
  submitLabel,
  requiredMessage,
  onSave,
}: TextSettingFormProps) {
  const { t } = useTranslation(enAfterSignIn);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  return (
    <SubmitForm
      submitLabel={submitLabel}
      onKnownError={(known) => setError(knownErrorMessage(known, t))}
      onSubmit={(data) => {
        setSaved(false);
        const next = String(data.get("value") ?? "").trim();
        if (!next && requiredMessage) {
          setError(requiredMessage);
          return undefined;
        }
        setError(undefined);
        return onSave(next).then(() => setSaved(true));
      }}
    >
      <Field label={label} error={error}>
        {(control) => (
          <input
            {...control}
            data-slot="stack-input"
            name="value"
            defaultValue={value}
            autoComplete="off"
            onChange={() => setSaved(false)}
          />
        )}
      </Field>
      <p role="status" data-slot="stack-status">
        {saved ? t("teamSaved") : ""}
      </p>
    </SubmitForm>
  );
}
