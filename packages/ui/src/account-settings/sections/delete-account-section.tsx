import { useStackApp, useUser } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { useLeaveSettings } from "../leave-context.js";

/**
 * The delete-account section (where the project lets clients delete their user): after a
 * confirmation that says what is lost, deletes the account, which signs out, and goes to the
 * after-sign-out page.
 */
export function DeleteAccountSection() {
  const app = useStackApp();
  const user = useUser({ or: "redirect" });
  const leave = useLeaveSettings();
  const { t } = useTranslation(enAfterSignIn);
  return (
    <div data-slot="stack-settings-section">
      <div data-slot="stack-settings-row">
        <p data-slot="stack-settings-row-text">{t("deleteBody")}</p>
        <ConfirmDialog
          trigger={<Button variant="destructive">{t("deleteConfirm")}</Button>}
          title={t("deleteConfirmTitle")}
          description={t("deleteConfirmBody")}
          confirmLabel={t("deleteConfirm")}
          onConfirm={async () => {
            leave(true);
            try {
              await user.delete();
            } catch (error) {
              leave(false);
              throw error;
            }
            await app.redirectToAfterSignOut();
          }}
        />
      </div>
    </div>
  );
}
