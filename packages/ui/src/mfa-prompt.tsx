"use client";

import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { maybeFullPage } from "./full-page.js";
import { knownErrorMessage } from "./i18n/error-message.js";
import { useTranslation } from "./i18n/use-translation.js";
import { mfaCodeFailed, mfaCodeSent } from "./oauth/last-used-provider.js";
import { CodeStep } from "./primitives/code-step.js";

/** Props of {@link MfaPrompt}. */
export interface MfaPromptProps {
  /** The `details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED error. */
  attemptCode: string;
  /** Shows a Cancel button that calls it (e.g. back to the sign-in form). */
  onCancel?: (() => void) | undefined;
  /** The heading's level: `h1` when the prompt is the whole page. Default `h2`. */
  headingLevel?: "h1" | "h2";
  /** What a wrong code says. Default 'Invalid TOTP code'. */
  invalidCodeMessage?: string | undefined;
}

/**
 * Asks for the six-digit code of the user's authenticator app after a sign-in answered
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED, and completes the sign-in with it (`signInWithMfa`). The
 * code is sent as soon as six digits are in; the input is disabled meanwhile and cleared after a
 * failure ('Invalid TOTP code'), whose message goes away when the code is edited.
 *
 * @example
 * ```tsx
 * try {
 *   await app.signInWithCredential({ email, password });
 * } catch (error) {
 *   if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) {
 *     setPrompt(<MfaPrompt attemptCode={error.details.attempt_code} />);
 *   }
 * }
 * ```
 */
export function MfaPrompt({
  attemptCode,
  onCancel,
  headingLevel = "h2",
  invalidCodeMessage,
}: MfaPromptProps) {
  const app = useStackApp();
  const { t } = useTranslation();

  async function signIn(totp: string) {
    // The code of an OAuth sign-in completes it: its provider gets the 'last' badge then.
    mfaCodeSent();
    const result = await app.signInWithMfa(totp, attemptCode).catch((error: unknown) => {
      mfaCodeFailed();
      throw error;
    });
    if (result.status === "ok") return undefined;
    mfaCodeFailed();
    const wrongCode = KnownErrors.InvalidTotpCode.isInstance(result.error);
    return wrongCode && invalidCodeMessage
      ? invalidCodeMessage
      : knownErrorMessage(result.error, t);
  }

  return (
    <CodeStep
      slot="stack-mfa-prompt"
      title={t("mfaTitle")}
      headingLevel={headingLevel}
      titleSlot={headingLevel === "h1" ? "stack-auth-title" : "stack-section-title"}
      hint={t("mfaHint")}
      kind="numeric"
      onComplete={signIn}
      onCancel={onCancel}
    />
  );
}

/** Props of {@link MfaPromptPage}. */
export interface MfaPromptPageProps {
  /** The `details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED error. */
  attemptCode: string;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean | undefined;
  /** What a wrong code says. Default 'Invalid TOTP code'. */
  invalidCodeMessage?: string | undefined;
}

/**
 * {@link MfaPrompt} as a page of its own (a card with an `h1`), for the callback pages whose
 * sign-in needs the TOTP code: the OAuth callback and the magic-link callback. Cancel goes to the
 * sign-in page.
 *
 * @example
 * ```tsx
 * if (attemptCode) return <MfaPromptPage attemptCode={attemptCode} fullPage />;
 * ```
 */
export function MfaPromptPage({ attemptCode, fullPage, invalidCodeMessage }: MfaPromptPageProps) {
  const app = useStackApp();
  return maybeFullPage(
    fullPage,
    <div data-slot="stack-card">
      <MfaPrompt
        attemptCode={attemptCode}
        headingLevel="h1"
        invalidCodeMessage={invalidCodeMessage}
        onCancel={() => {
          app.redirectTo(app.urls.signIn).catch((error: unknown) => console.error(error));
        }}
      />
    </div>,
  );
}
