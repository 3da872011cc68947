import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { MessageCard } from "./message-card.js";

/** Props of {@link EmailVerification}. */
export interface EmailVerificationProps {
  /** The `code` of the verification e-mail's link (the handler page passes the page's `code`). */
  code: string;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The email-verification page, opened from the verification e-mail's link. It asks first, so
 * that a mail scanner opening the link does not spend the code; 'Verify' verifies the address,
 * then 'Your email has been verified!' (or 'Invalid verification link' for a wrong, expired or used
 * code).
 *
 * @example
 * ```tsx
 * <EmailVerification code={new URLSearchParams(location.search).get("code") ?? ""} fullPage />
 * ```
 */
export function EmailVerification({ code, fullPage }: EmailVerificationProps) {
  const app = useStackApp();
  const [outcome, setOutcome] = useState<"verified" | "invalid" | null>(null);
  const goHome = { primaryButtonText: "Go home", primaryAction: () => app.redirectToHome() };
  if (outcome === "verified") {
    return (
      <MessageCard title="Your email has been verified!" fullPage={fullPage} {...goHome}>
        <p>You can close this page, or go on to the app.</p>
      </MessageCard>
    );
  }
  if (outcome === "invalid") {
    return (
      <MessageCard title="Invalid verification link" fullPage={fullPage} {...goHome}>
        <p>This link is wrong, expired or already used.</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title="Verify your email"
      fullPage={fullPage}
      primaryButtonText="Verify"
      primaryAction={async () => {
        const result = await app.verifyEmail(code);
        if (result.status === "ok") setOutcome("verified");
        else if (KnownErrors.VerificationCodeError.isInstance(result.error)) setOutcome("invalid");
      }}
    >
      <p>Confirm that this e-mail address is yours.</p>
    </MessageCard>
  );
}
