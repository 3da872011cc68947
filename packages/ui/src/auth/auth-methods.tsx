"use client";

import type { ClientProject } from "@app/core";
import { lazy, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { CredentialSignIn } from "./credential-sign-in.js";
import { CredentialSignUp } from "./credential-sign-up.js";
import { MagicLinkSignIn } from "./magic-link-sign-in.js";

/**
 * The email-method tabs' chunk (with Radix Tabs), loaded on first call: the auth page calls it as
 * it mounts, so the chunk arrives while the project's config is on its way.
 */
export const loadEmailMethodTabs = () => import("./email-method-tabs.js");
const EmailMethodTabs = lazy(() =>
  loadEmailMethodTabs().then((module) => ({ default: module.EmailMethodTabs })),
);

/**
 * Props of {@link AuthMethods}.
 *
 * @example
 * ```tsx
 * <AuthMethods type="sign-up" config={project.config} noPasswordRepeat />
 * ```
 */
export interface AuthMethodsProps {
  /** Whether the form signs in or signs up. */
  type: "sign-in" | "sign-up";
  /** The project's settings: which sign-in methods to show. */
  config: ClientProject["config"];
  /** The tab shown first when both email methods are enabled. Default `"magic-link"`. */
  firstTab?: "magic-link" | "password" | undefined;
  /** Sign-up without the repeat-password field. */
  noPasswordRepeat?: boolean | undefined;
}

/**
 * The enabled ways to authenticate, per the project's config: the OAuth and passkey buttons go
 * first (rendered by their own components, `buttons`), then the 'Or continue with' divider when
 * an email method follows them, then the 'Email' (magic link) and 'Email & Password' tabs when
 * both are enabled (`EmailMethodTabs`, loaded on first use; until it is in, the page's skeleton shows), or the one form enabled, or 'No
 * authentication method enabled.'.
 *
 * @example
 * ```tsx
 * const project = stackApp.useProject();
 * return <AuthMethods type="sign-in" config={project.config} />;
 * ```
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
        <EmailMethodTabs firstTab={firstTab} magicLink={<MagicLinkSignIn />} password={password} />
      ) : magicLinkEnabled ? (
        <MagicLinkSignIn />
      ) : credentialEnabled ? (
        password
      ) : null}
    </>
  );
}
