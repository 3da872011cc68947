import type { ApiKeyCreationOptions } from "@app/core";
import { useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../../i18n/error-message.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Field } from "../../primitives/field.js";
import { SubmitForm } from "../../primitives/submit-form.js";

/** The expiry choices, in days; 0 is a key that never expires. */
const EXPIRY_DAYS = [30, 90, 365, 0] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Props of {@link CreateApiKeyForm}. */
export interface CreateApiKeyFormProps {
  /** Creates the key; the form shows a failure in place. */
  create(options: ApiKeyCreationOptions): Promise<void>;
}

/** A description (required) and an expiry choice; submitting creates the key. */
export function CreateApiKeyForm({ create }: CreateApiKeyFormProps) {
  const { t } = useTranslation(enAfterSignIn);
  const [descriptionError, setDescriptionError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  return (
    <SubmitForm
      key={formKey}
      submitLabel={t("apiKeysCreate")}
      onKnownError={(error) => setDescriptionError(knownErrorMessage(error, t))}
      onSubmit={(data) => {
        const description = String(data.get("description") ?? "").trim();
        if (!description) {
          setDescriptionError(t("apiKeysEnterDescription"));
          return undefined;
        }
        setDescriptionError(undefined);
        const days = Number(data.get("expiry"));
        const expiresAt = days > 0 ? new Date(Date.now() + days * DAY_MS) : null;
        return create({ description, expiresAt }).then(() => setFormKey((k) => k + 1));
      }}
    >
      <Field label={t("apiKeysDescription")} error={descriptionError}>
        {(control) => (
          <input {...control} data-slot="stack-input" name="description" autoComplete="off" />
        )}
      </Field>
      <Field label={t("apiKeysExpiry")}>
        {(control) => (
          <select {...control} data-slot="stack-select" name="expiry" defaultValue="90">
            {EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {days === 0 ? t("apiKeysExpiryNever") : t("apiKeysExpiryInDays", { count: days })}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SubmitForm>
  );
}
