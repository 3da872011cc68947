import type { OAuthProvider } from "@app/core";
import { oauthProviderName } from "@app/core/screens";
import { useStackApp, useUser } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { forgetProviderSignIn } from "../../oauth/last-used-provider.js";
import { ProviderMark } from "../../oauth/provider-marks.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";

/**
 * The connected accounts section: the user's OAuth accounts, each with its provider's mark and
 * e-mail, disconnected after a confirmation; and a button for each provider the project enables
 * that the user has not connected yet (it goes to the provider and comes back here).
 */
export function ConnectedAccountsSection() {
  const app = useStackApp();
  const user = useUser({ or: "redirect" });
  const project = app.useProject();
  const accounts = user.useOAuthProviders();
  const { t } = useTranslation(enAfterSignIn);
  const connected = new Set(accounts.map((account) => account.type));
  const available = project.config.oauthProviders.filter(({ id }) => !connected.has(id));
  return (
    <div data-slot="stack-settings-section">
      {accounts.length === 0 ? (
        <p data-slot="stack-settings-hint">{t("connectedNone")}</p>
      ) : (
        <ul data-slot="stack-settings-list">
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <div data-slot="stack-settings-actions">
          {available.map(({ id }) => (
            <Button
              key={id}
              variant="secondary"
              onClick={() => {
                // Linking is no sign-in: its callback must not move the 'last' badge.
                forgetProviderSignIn();
                return user.linkConnectedAccount(id);
              }}
            >
              <ProviderMark provider={id} />
              {t("connectedConnect", { provider: oauthProviderName(id) })}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function AccountRow({ account }: { account: OAuthProvider }) {
  const { t } = useTranslation(enAfterSignIn);
  const provider = oauthProviderName(account.type);
  return (
    <li data-slot="stack-settings-item" aria-label={provider}>
      <div data-slot="stack-settings-row">
        <div data-slot="stack-settings-row-text" data-provider={account.type}>
          <span data-slot="stack-settings-value">
            <ProviderMark provider={account.type} />
            {provider}
          </span>
          {account.email ? <span data-slot="stack-settings-detail">{account.email}</span> : null}
        </div>
        <ConfirmDialog
          trigger={<Button variant="destructive">{t("connectedDisconnect")}</Button>}
          title={t("connectedDisconnectTitle", { provider })}
          description={t("connectedDisconnectBody", { provider })}
          confirmLabel={t("connectedDisconnect")}
          onConfirm={() => account.delete()}
        />
      </div>
    </li>
  );
}
