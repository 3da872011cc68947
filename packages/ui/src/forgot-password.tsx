import { useStackApp } from "@app/react";
import { useState } from "react";
import { EmailForm } from "./email-form.js";
import { maybeFullPage } from "./full-page.js";
import { PredefinedMessageCard } from "./predefined-message-card.js";

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The forgot-password page: an Email field and 'Send reset link'; once sent, the 'Email sent!'
 * card (the service answers alike whether or not an account uses the address). The e-mail links
 * to the password-reset page.
 *
 * @example
 * ```tsx
 * <ForgotPassword fullPage />
 * ```
 */
export function ForgotPassword({ fullPage }: ForgotPasswordProps) {
  const app = useStackApp();
  const [sent, setSent] = useState(false);

  async function send(email: string) {
    const result = await app.sendForgotPasswordEmail(email);
    if (result.status === "error") return result.error.message;
    setSent(true);
    return undefined;
  }

  if (sent) return <PredefinedMessageCard type="emailSent" fullPage={fullPage} />;
  return maybeFullPage(
    fullPage,
    <div data-slot="stack-auth-page">
      <div data-slot="stack-auth-header">
        <h1 data-slot="stack-auth-title">Reset your password</h1>
        <p>
          Remembered it?{" "}
          <a data-slot="stack-link" href={app.urls.signIn}>
            Sign in
          </a>
        </p>
      </div>
      <EmailForm submitLabel="Send reset link" send={send} />
    </div>,
  );
}
