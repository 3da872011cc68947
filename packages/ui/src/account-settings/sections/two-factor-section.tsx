import { useStackApp, useUser } from "@app/react";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { ErrorAlert } from "../../primitives/error-alert.js";
import { Field } from "../../primitives/field.js";
import { OtpInput } from "../../primitives/otp-input.js";
import { useAsyncAction } from "../../primitives/use-async-action.js";
import { isTotpCode, newTotpSecret, toBase32, totpUri } from "../totp.js";

// The QR code's encoder loads with this section, not with the rest of the settings.
const loadQrCode = () => import("./qr-code.js");
const QrCode = lazy(() => loadQrCode().then((module) => ({ default: module.QrCode })));

/**
 * The two-factor section (TOTP). Turning it on shows a new secret as a QR code and as text; it
 * goes on only once the user types a valid six-digit code from their authenticator app. Turning
 * it off asks first.
 */
export function TwoFactorSection() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  useEffect(() => {
    void loadQrCode().catch(() => {}); // warm the chunk; a failure shows when the code is drawn
  }, []);

  if (user.isMultiFactorRequired) {
    return (
      <div data-slot="stack-settings-section">
        <div data-slot="stack-settings-row">
          <p data-slot="stack-settings-row-text">{t("totpOnBody")}</p>
          <ConfirmDialog
            trigger={<Button variant="destructive">{t("totpDisable")}</Button>}
            title={t("totpDisableTitle")}
            description={t("totpDisableBody")}
            confirmLabel={t("totpDisableConfirm")}
            onConfirm={() => user.update({ totpMultiFactorSecret: null })}
          />
        </div>
      </div>
    );
  }
  return (
    <div data-slot="stack-settings-section">
      {secret ? (
        <TotpSetup secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <div data-slot="stack-settings-row">
          <p data-slot="stack-settings-row-text">{t("totpOffBody")}</p>
          <Button variant="secondary" onClick={() => setSecret(newTotpSecret())}>
            {t("totpEnable")}
          </Button>
        </div>
      )}
    </div>
  );
}

function TotpSetup({ secret, onDone }: { secret: Uint8Array; onDone(): void }) {
  const app = useStackApp();
  const user = useUser({ or: "redirect" });
  const project = app.useProject();
  const { t } = useTranslation(enAfterSignIn);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const base32 = toBase32(secret);
  const account = user.primaryEmail ?? user.displayName ?? user.id;
  const turnOn = useAsyncAction(async (typed: string) => {
    if (!(await isTotpCode(secret, typed))) {
      // An empty field, focused, for the next code: digits typed after the wrong ones would mix.
      setCode("");
      setCodeError(t("errorInvalidTotpCode"));
      codeInput.current?.focus();
      return;
    }
    await user.update({ totpMultiFactorSecret: secret });
    onDone();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setCodeError(t("totpEnterCode"));
      return;
    }
    setCodeError(undefined);
    turnOn.run(code);
  }

  return (
    <form data-slot="stack-settings-form" noValidate onSubmit={submit}>
      <p data-slot="stack-settings-hint">{t("totpScan")}</p>
      <div data-slot="stack-totp-secret">
        <Suspense fallback={<span data-slot="stack-qr-placeholder" />}>
          <QrCode value={totpUri(secret, project.displayName, account)} label={t("totpQrLabel")} />
        </Suspense>
        <div data-slot="stack-settings-row-text">
          <span data-slot="stack-settings-label">{t("totpSecret")}</span>
          <code data-slot="stack-secret">{base32}</code>
        </div>
      </div>
      <Field label={t("totpCode")} error={codeError}>
        {(control) => (
          <OtpInput
            {...control}
            ref={codeInput}
            kind="numeric"
            name="code"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
          />
        )}
      </Field>
      <ErrorAlert message={turnOn.error} slot="stack-form-error" />
      <div data-slot="stack-settings-actions">
        <Button type="submit" loading={turnOn.pending}>
          {t("totpTurnOn")}
        </Button>
        <Button variant="secondary" disabled={turnOn.pending} onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
