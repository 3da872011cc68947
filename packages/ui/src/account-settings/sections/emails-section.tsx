import type { ContactChannel } from "@app/core";
import { useUser } from "@app/react";
import { type FormEvent, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { emailError } from "../../primitives/email-error.js";
import { ErrorAlert } from "../../primitives/error-alert.js";
import { Field } from "../../primitives/field.js";
import { useAsyncAction } from "../../primitives/use-async-action.js";

/**
 * The emails section: the user's contact channels, each with its state (primary, verified, used
 * for sign-in) and actions (send a verification email, make primary, use for sign-in or stop,
 * remove; the primary one cannot be removed), and a form that adds one.
 */
export function EmailsSection() {
  const user = useUser({ or: "redirect" });
  const channels = user.useContactChannels();
  return (
    <div data-slot="stack-settings-section">
      <ul data-slot="stack-settings-list">
        {channels.map((channel) => (
          <EmailRow key={channel.id} channel={channel} />
        ))}
      </ul>
      <AddEmailForm />
    </div>
  );
}

function EmailRow({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation(enAfterSignIn);
  const [sent, setSent] = useState(false);
  const action = useAsyncAction((run: () => Promise<void>) => run());
  const sendVerification = async () => {
    await channel.sendVerificationEmail();
    setSent(true);
  };
  return (
    <li data-slot="stack-settings-item" aria-label={channel.value}>
      <div data-slot="stack-settings-row">
        <div data-slot="stack-settings-row-text">
          <span data-slot="stack-settings-value">{channel.value}</span>
          <span data-slot="stack-badges">
            {channel.isPrimary ? <span data-slot="stack-badge">{t("emailsPrimary")}</span> : null}
            <span data-slot="stack-badge" data-variant={channel.isVerified ? undefined : "warning"}>
              {channel.isVerified ? t("emailsVerified") : t("emailsUnverified")}
            </span>
            {channel.usedForAuth ? (
              <span data-slot="stack-badge">{t("emailsUsedForSignIn")}</span>
            ) : null}
          </span>
        </div>
        <div data-slot="stack-settings-actions">
          {channel.isVerified ? null : (
            <Button variant="secondary" onClick={() => action.run(sendVerification)}>
              {t("emailsSendVerification")}
            </Button>
          )}
          {channel.isPrimary ? null : (
            <Button
              variant="secondary"
              onClick={() => action.run(() => channel.update({ isPrimary: true }))}
            >
              {t("emailsMakePrimary")}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => action.run(() => channel.update({ usedForAuth: !channel.usedForAuth }))}
          >
            {channel.usedForAuth ? t("emailsStopSignIn") : t("emailsUseForSignIn")}
          </Button>
          {channel.isPrimary ? null : (
            <ConfirmDialog
              trigger={<Button variant="destructive">{t("emailsRemove")}</Button>}
              title={t("emailsRemoveTitle", { email: channel.value })}
              description={t("emailsRemoveBody")}
              confirmLabel={t("emailsRemove")}
              onConfirm={() => channel.delete()}
            />
          )}
        </div>
      </div>
      {channel.isPrimary ? <p data-slot="stack-settings-hint">{t("emailsPrimaryHint")}</p> : null}
      {sent ? (
        <p role="status" data-slot="stack-settings-status">
          {t("emailsVerificationSent", { email: channel.value })}
        </p>
      ) : null}
      <ErrorAlert message={action.error} />
    </li>
  );
}

function AddEmailForm() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useAsyncAction(async (email: string) => {
    await user.createContactChannel({ type: "email", value: email, usedForAuth: false });
    setValue("");
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const email = value.trim();
    const problem = emailError(email, t);
    setError(problem);
    if (!problem) add.run(email);
  }
  return (
    <form data-slot="stack-settings-inline-form" noValidate onSubmit={submit}>
      <Field label={t("emailsNewEmail")} error={error}>
        {(control) => (
          <input
            {...control}
            data-slot="stack-input"
            type="email"
            name="email"
            autoComplete="email"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" loading={add.pending}>
        {t("emailsAdd")}
      </Button>
      <ErrorAlert message={add.error} slot="stack-form-error" />
    </form>
  );
}
