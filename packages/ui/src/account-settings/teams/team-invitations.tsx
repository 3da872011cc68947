import type { Team } from "@app/core";
import { useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../../i18n/error-message.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { emailError } from "../../primitives/email-error.js";
import { Field } from "../../primitives/field.js";
import { SubmitForm } from "../../primitives/submit-form.js";
import { useFormatDate } from "../../primitives/use-format-date.js";

/** Props of {@link TeamInvitations}. */
export interface TeamInvitationsProps {
  team: Team;
  /** Whether the user holds `$remove_members`, which revoking an invitation needs. */
  canRevoke: boolean;
}

/**
 * The team's pending invitations (needs `$invite_members`) and the form that sends one: the
 * email links to the handler's team-invitation page. Each can be revoked with `$remove_members`.
 */
export function TeamInvitations({ team, canRevoke }: TeamInvitationsProps) {
  const { t } = useTranslation(enAfterSignIn);
  const formatDate = useFormatDate();
  const invitations = team.useInvitations();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <SubmitForm
        key={formKey}
        submitLabel={t("teamInvitationsSend")}
        onKnownError={(known) => setError(knownErrorMessage(known, t))}
        onSubmit={(data) => {
          setSentTo(null);
          const email = String(data.get("email") ?? "").trim();
          const invalid = emailError(email, t);
          setError(invalid);
          if (invalid) return undefined;
          return team.inviteUser({ email }).then(() => {
            setFormKey((k) => k + 1);
            setSentTo(email);
          });
        }}
      >
        <Field label={t("emailLabel")} error={error}>
          {(control) => (
            <input
              {...control}
              data-slot="stack-input"
              type="email"
              name="email"
              autoComplete="off"
            />
          )}
        </Field>
      </SubmitForm>
      <p role="status" data-slot="stack-status">
        {sentTo ? t("teamInvitationsSent", { email: sentTo }) : ""}
      </p>
      {invitations.length === 0 ? (
        <p data-slot="stack-empty">{t("teamInvitationsNone")}</p>
      ) : (
        <ul data-slot="stack-list">
          {invitations.map((invitation) => {
            const email = invitation.recipientEmail ?? t("teamInvitationsAnyone");
            return (
              <li key={invitation.id} data-slot="stack-list-item">
                <span data-slot="stack-list-text">
                  {email}
                  <span data-slot="stack-list-detail">
                    {t("teamInvitationsExpires", { date: formatDate(invitation.expiresAt) })}
                  </span>
                </span>
                {canRevoke ? (
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="secondary"
                        aria-label={t("teamInvitationsRevokeLabel", { email })}
                      >
                        {t("teamInvitationsRevoke")}
                      </Button>
                    }
                    title={t("teamInvitationsRevokeTitle", { email })}
                    description={t("teamInvitationsRevokeBody")}
                    confirmLabel={t("teamInvitationsRevoke")}
                    onConfirm={() => invitation.revoke()}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
