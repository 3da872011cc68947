import { pendingMfaAttempt } from "@app/core/screens";
import { useStackApp } from "@app/react";
import { MfaPromptPage } from "../auth/mfa-prompt.js";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "../primitives/message-card.js";
import { useSearch } from "../primitives/use-search-param.js";

/**
 * Props of {@link MFA}.
 *
 * @example
 * ```tsx
 * <MFA fullPage />
 * ```
 */
export interface MFAProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
  /**
   * The `details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED error. Default the
   * page's `?attempt_code=`, else the OAuth sign-in of this tab that waits for its code.
   */
  attemptCode?: string;
}

/**
 * The two-factor page: the six-digit code prompt ({@link MfaPrompt}) for a sign-in that needs
 * one, which completes it and goes on to where the sign-in was headed. It finds the attempt in
 * `attemptCode`, the page's `?attempt_code=`, or the OAuth sign-in of this tab that waits for
 * its code (so a reload of the callback page's prompt can come here); without one it says there
 * is no sign-in to finish and offers sign-in.
 *
 * @example
 * ```tsx
 * <MFA fullPage attemptCode={error.details.attempt_code} />
 * ```
 */
export function MFA({ fullPage, attemptCode }: MFAProps) {
  const app = useStackApp();
  const { t } = useTranslation(enAfterSignIn);
  const search = useSearch();
  if (search === null && attemptCode === undefined) return null; // on the server
  const code =
    attemptCode ||
    new URLSearchParams(search ?? "").get("attempt_code") ||
    pendingMfaAttempt() ||
    null;
  if (code === null) {
    return (
      <MessageCard
        title={t("mfaNoAttemptTitle")}
        fullPage={fullPage}
        primaryButtonText={t("signIn")}
        primaryAction={() => app.redirectTo(app.urls.signIn)}
      >
        <p>{t("mfaNoAttemptBody")}</p>
      </MessageCard>
    );
  }
  return <MfaPromptPage attemptCode={code} fullPage={fullPage} />;
}

/** `{handler}/mfa` */
export function MfaPage(props: MFAProps) {
  return <MFA {...props} />;
}
