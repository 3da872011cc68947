import type { ClientProject } from "@app/core";
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { CredentialSignIn } from "./credential-sign-in.js";
import { CredentialSignUp } from "./credential-sign-up.js";
import { useTranslation } from "./i18n/use-translation.js";
import { MagicLinkSignIn } from "./magic-link-sign-in.js";

/** Props of {@link AuthMethods}. */
export interface AuthMethodsProps {
  type: "sign-in" | "sign-up";
  config: ClientProject["config"];
  /** The tab shown first when both email methods are enabled. Default `"magic-link"`. */
  firstTab?: "magic-link" | "password" | undefined;
  noPasswordRepeat?: boolean | undefined;
}

/**
 * The enabled ways to authenticate, per the project's config: the OAuth and passkey buttons go
 * first (rendered by their own components, `buttons`), then the 'Or continue with' divider when
 * an email method follows them, then the 'Email' (magic link) and 'Email & Password' tabs when
 * both are enabled (Radix Tabs: arrow keys move between them), or the one form enabled, or 'No
 * authentication method enabled.'.
 */
export function AuthMethods({
  type,
  config,
  firstTab = "magic-link",
  noPasswordRepeat,
  buttons = null,
}: AuthMethodsProps & { buttons?: ReactNode }) {
  const { t } = useTranslation();
  const hasOAuth = config.oauthProviders.length > 0;
  const hasPasskey = type === "sign-in" && config.passkeyEnabled;
  const { credentialEnabled, magicLinkEnabled } = config;
  if (!credentialEnabled && !magicLinkEnabled && !hasOAuth && !hasPasskey) {
    return <p>{t("authNoMethod")}</p>;
  }
  const password =
    type === "sign-in" ? (
      <CredentialSignIn />
    ) : (
      <CredentialSignUp noPasswordRepeat={noPasswordRepeat} />
    );
  return (
    <>
      {buttons}
      {(hasOAuth || hasPasskey) && (credentialEnabled || magicLinkEnabled) ? (
        <p data-slot="stack-divider">
          <span>{t("authOrContinueWith")}</span>
        </p>
      ) : null}
      {credentialEnabled && magicLinkEnabled ? (
        <Tabs.Root data-slot="stack-tabs" defaultValue={firstTab}>
          <Tabs.List data-slot="stack-tabs-list" aria-label={t("authEmailMethods")}>
            <Tabs.Trigger data-slot="stack-tabs-trigger" value="magic-link">
              {t("authTabEmail")}
            </Tabs.Trigger>
            <Tabs.Trigger data-slot="stack-tabs-trigger" value="password">
              {t("authTabEmailPassword")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content data-slot="stack-tabs-content" value="magic-link">
            <MagicLinkSignIn />
          </Tabs.Content>
          <Tabs.Content data-slot="stack-tabs-content" value="password">
            {password}
          </Tabs.Content>
        </Tabs.Root>
      ) : magicLinkEnabled ? (
        <MagicLinkSignIn />
      ) : credentialEnabled ? (
        password
      ) : null}
    </>
  );
}
