import { useUser } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";

/**
 * The passkeys section (where the project enables passkeys): adds a passkey for this site, or,
 * once the user has one, turns passkey sign-in off after a confirmation. A cancelled prompt, a
 * browser without WebAuthn or a domain that cannot hold passkeys is told under the button.
 */
export function PasskeysSection() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  return (
    <div data-slot="stack-settings-section">
      <div data-slot="stack-settings-row">
        <p data-slot="stack-settings-row-text">
          {user.passkeyAuthEnabled ? t("passkeysOnBody") : t("passkeysOffBody")}
        </p>
        <div data-slot="stack-settings-actions">
          {user.passkeyAuthEnabled ? (
            <ConfirmDialog
              trigger={<Button variant="destructive">{t("passkeysRemove")}</Button>}
              title={t("passkeysRemoveTitle")}
              description={t("passkeysRemoveBody")}
              confirmLabel={t("passkeysRemove")}
              onConfirm={() => user.update({ passkeyAuthEnabled: false })}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={async () => {
                const result = await user.registerPasskey();
                if (result.status === "error") throw result.error;
              }}
            >
              {t("passkeysAdd")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
