import { KnownError, KnownErrors } from "@app/core";
import { knownErrorFromJSON } from "@app/core/errors";
import { useStackApp } from "@app/react";
import { useEffect, useRef, useState } from "react";
import { maybeFullPage } from "../full-page.js";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "../message-card.js";
import { MfaPromptPage } from "../mfa-prompt.js";
import { callbackExchangeFailed, callbackExchangeSent } from "../oauth/last-used-provider.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/**
 * The page OAuth providers send the browser back to: it finishes the sign-in (`code` and `state`
 * leave the address bar) and the app redirects to the next page. A page without callback
 * parameters, or whose flow this browser no longer knows (its state cookie is used up or older
 * than an hour), goes to sign-in. A user with two-factor authentication is asked for their TOTP
 * code ({@link MfaPromptPage}), which completes the sign-in and goes on to the sign-in's return
 * page, else the after-sign-in page (a wrong code: 'Invalid TOTP code. Please try signing in
 * again.'). A failure shows the catalogue's text for a known error's code (such as 'The OAuth flow
 * has timed out. Please sign in again.'), as the error page does, never the `message` of the URL
 * (anyone can write a link to this page); for anything else 'Error signing in during OAuth
 * callback. Please try again.'.
 */
export function OAuthCallbackPage({ fullPage }: HandlerPageProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    // The 'last' badge moves to the provider only if this completes the sign-in.
    callbackExchangeSent();
    app
      .callOAuthCallback()
      .then(async (finished) => {
        if (finished) return;
        callbackExchangeFailed(false);
        // Straight to sign-in: a return address would bring the browser back here.
        await app.redirectTo(app.urls.signIn);
      })
      .catch((error: unknown) => {
        const mfa = KnownErrors.MultiFactorAuthenticationRequired.isInstance(error);
        callbackExchangeFailed(mfa);
        if (!mfa) console.error(error);
        setFailure({ error });
      });
  }, [app]);
  if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(failure?.error)) {
    return (
      <MfaPromptPage
        attemptCode={failure.error.details.attempt_code}
        fullPage={fullPage}
        invalidCodeMessage={t("mfaInvalidCodeOnCallback")}
      />
    );
  }
  if (failure) return <OAuthCallbackFailure error={failure.error} fullPage={fullPage} />;
  return maybeFullPage(
    fullPage,
    <LoadingIndicator label={t("oauthCallbackSigningIn")} asHeading />,
  );
}

function OAuthCallbackFailure({ error, fullPage }: { error: unknown; fullPage: boolean }) {
  const app = useStackApp();
  const { t } = useTranslation();
  const signIn = () => app.redirectTo(app.urls.signIn);
  const known = catalogueError(error);
  const message = known ? knownErrorMessage(known, t) : t("errorOAuthCallback");
  return (
    <MessageCard
      title={t("oauthCallbackFailedTitle")}
      fullPage={fullPage}
      primaryButtonText={t("signIn")}
      primaryAction={signIn}
      secondaryButtonText={t("goHome")}
      secondaryAction={() => app.redirectToHome()}
    >
      <p role="alert">{message}</p>
    </MessageCard>
  );
}

/**
 * The known error to tell, rebuilt from its code and details so that its message is the
 * catalogue's (the callback page's errors come from its URL); null for an unknown code or
 * anything that is not a known error.
 */
function catalogueError(error: unknown): KnownError | null {
  if (!KnownError.isKnownError(error) || KnownErrors.UnsupportedError.isInstance(error))
    return null;
  try {
    const known = knownErrorFromJSON({ code: error.code, details: error.details });
    return known.code === error.code ? known : null;
  } catch {
    return null;
  }
}
