import type { Team } from "@app/core";
import { useId, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../../i18n/error-message.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Field } from "../../primitives/field.js";
import { SubmitForm } from "../../primitives/submit-form.js";

/** Props of {@link CreateTeamForm}. */
export interface CreateTeamFormProps {
  create(displayName: string): Promise<Team>;
  /** Called with the new team (it is also the user's selected team now). */
  onCreated(team: Team): void;
}

/**
 * 'Create a team': a name, and the team is made with the user as its creator. The anchor
 * `#team-creation` (where the team switchers' 'Create a team' leads) points here.
 */
export function CreateTeamForm({ create, onCreated }: CreateTeamFormProps) {
  const { t } = useTranslation(enAfterSignIn);
  const titleId = useId();
  const [error, setError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  return (
    <section id="team-creation" data-slot="stack-subsection" aria-labelledby={titleId}>
      <h3 id={titleId} data-slot="stack-subsection-title">
        {t("teamsCreateTitle")}
      </h3>
      <SubmitForm
        key={formKey}
        submitLabel={t("teamsCreate")}
        onKnownError={(known) => setError(knownErrorMessage(known, t))}
        onSubmit={(data) => {
          const name = String(data.get("name") ?? "").trim();
          if (!name) {
            setError(t("teamsEnterName"));
            return undefined;
          }
          setError(undefined);
          return create(name).then((team) => {
            setFormKey((k) => k + 1);
            onCreated(team);
          });
        }}
      >
        <Field label={t("teamsName")} error={error}>
          {(control) => (
            <input {...control} data-slot="stack-input" name="name" autoComplete="off" />
          )}
        </Field>
      </SubmitForm>
    </section>
  );
}
