"use client";

import { useProject, useStackApp, useUser } from "@app/react";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { AuthPageSkeleton } from "../primitives/auth-page-skeleton.js";
import { AuthStepContext, AuthStepSwitch } from "../primitives/auth-step.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { PredefinedMessageCard } from "../primitives/predefined-message-card.js";
import { StackLink } from "../primitives/stack-link.js";
import { useReturnToLink } from "../primitives/use-return-to-link.js";
import { AuthMethods, loadEmailMethodTabs } from "./auth-methods.js";
import { hasOAuthOrPasskey, OAuthAndPasskey } from "./oauth-and-passkey.js";

/**
 * Which flow an {@link AuthPage} shows.
 *
 * @example
 * ```ts
 * const type: AuthPageType = "sign-up";
 * ```
 */
export type AuthPageType = "sign-in" | "sign-up";

/**
 * Props of {@link AuthPage}.
 *
 * @example
 * ```tsx
 * <AuthPage type="sign-in" fullPage />
 * ```
 */
export interface AuthPageProps {
  /** Whether the page signs in or signs up. */
  type: AuthPageType;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
  /** When the user is already signed in, go to the after-sign-in (or after-sign-up) page instead of showing a notice. */
  automaticRedirect?: boolean;
  /** Shown under the forms, e.g. terms of service. */
  extraInfo?: ReactNode;
  /** The tab shown first when both magic link and password are enabled (default `"magic-link"`). */
  firstTab?: "magic-link" | "password";
  /** Sign-up without the Repeat Password field. */
  noPasswordRepeat?: boolean;
}

/**
 * The page for signing in or signing up, driven by the project's config. It shows a skeleton
 * while loading, a notice (or a redirect, with `automaticRedirect`) when the user is already
 * signed in, and otherwise the heading, the cross-link and every enabled method. At most 380px
 * wide.
 *
 * @example
 * ```tsx
 * <AuthPage type="sign-in" fullPage extraInfo={<a href="/terms">Terms of service</a>} />
 * ```
 */
export function AuthPage({ fullPage, ...props }: AuthPageProps) {
  // The email-method tabs load beside the project's config, not after it.
  useEffect(() => {
    loadEmailMethodTabs().catch(() => {
      // Reported where it matters: the tabs' own load, when they render, fails the same way.
    });
  }, []);
  return maybeFullPage(
    fullPage,
    <Suspense fallback={<AuthPageSkeleton />}>
      <AuthPageContent {...props} />
    </Suspense>,
  );
}

function AuthPageContent({ type, automaticRedirect, ...props }: AuthPageProps) {
  const user = useUser();
  if (user) {
    return automaticRedirect ? (
      <RedirectAfterAuth type={type} />
    ) : (
      <PredefinedMessageCard type="signedIn" />
    );
  }
  return <AuthForms type={type} {...props} />;
}

/** Only rendered for visitors, so the project is not loaded for signed-in users. */
function AuthForms({
  type,
  extraInfo,
  firstTab,
  noPasswordRepeat,
}: Omit<AuthPageProps, "fullPage" | "automaticRedirect">) {
  const app = useStackApp();
  const { t } = useTranslation();
  const { config } = useProject();
  // The cross-links keep `after_auth_return_to`, so either way the user ends up where they meant.
  const signUpUrl = useReturnToLink(app.urls.signUp);
  const signInUrl = useReturnToLink(app.urls.signIn);
  // The next step of a sign-in (the magic link's code, the TOTP prompt) replaces the whole page.
  const [step, setStep] = useState<ReactNode>(null);
  if (type === "sign-up" && !config.signUpEnabled) {
    return <PredefinedMessageCard type="signUpDisabled" />;
  }
  return (
    <div data-slot="stack-auth-page">
      <AuthStepContext.Provider value={setStep}>
        <AuthStepSwitch step={step}>
          <div data-slot="stack-auth-header">
            <h1 data-slot="stack-auth-title">
              {type === "sign-in" ? t("signInTitle") : t("signUpTitle")}
            </h1>
            {type === "sign-in" ? (
              config.signUpEnabled ? (
                <p>
                  {t("signInNoAccount")}{" "}
                  <StackLink data-slot="stack-link" href={signUpUrl}>
                    {t("signUp")}
                  </StackLink>
                </p>
              ) : null
            ) : (
              <p>
                {t("signUpHaveAccount")}{" "}
                <StackLink data-slot="stack-link" href={signInUrl}>
                  {t("signIn")}
                </StackLink>
              </p>
            )}
          </div>
          <AuthMethods
            type={type}
            config={config}
            firstTab={firstTab}
            noPasswordRepeat={noPasswordRepeat}
            buttons={
              hasOAuthOrPasskey(type, config) ? (
                <OAuthAndPasskey type={type} config={config} />
              ) : null
            }
          />
          {extraInfo ? <div data-slot="stack-auth-extra-info">{extraInfo}</div> : null}
        </AuthStepSwitch>
      </AuthStepContext.Provider>
    </div>
  );
}

function RedirectAfterAuth({ type }: { type: AuthPageType }) {
  const app = useStackApp();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    const redirect = type === "sign-in" ? app.redirectToAfterSignIn() : app.redirectToAfterSignUp();
    redirect.catch((error: unknown) => console.error(error));
  }, [app, type]);
  return <AuthPageSkeleton />;
}
