import { useStackApp, useUser } from "@app/react";
import { Suspense, useState } from "react";
import { maybeFullPage } from "../full-page.js";
import { MessageCard } from "../message-card.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/** The `login_code` query parameter of the page, if any. */
function loginCodeOfPage(): string | null {
  if (typeof location === "undefined") return null;
  return new URLSearchParams(location.search).get("login_code") || null;
}

/**
 * Where a command-line login is confirmed (`?login_code=…`, the link `promptCliLogin` shows): a
 * signed-in user lets the program in with 'Authorize'; a visitor signs in first and comes back.
 * An expired login says 'CLI authentication request expired. Please try again.'.
 */
export function CliAuthConfirmPage({ fullPage }: HandlerPageProps) {
  return maybeFullPage(
    fullPage,
    <Suspense fallback={<LoadingIndicator label="Loading…" asHeading />}>
      <CliAuthConfirm />
    </Suspense>,
  );
}

function CliAuthConfirm() {
  const app = useStackApp();
  const user = useUser();
  const [loginCode] = useState(loginCodeOfPage);
  const [confirmed, setConfirmed] = useState(false);
  if (!loginCode) {
    return (
      <MessageCard
        title="This login link is incomplete"
        primaryButtonText="Go home"
        primaryAction={() => app.redirectToHome()}
      >
        <p>It has no login code. Start the login again from the command line.</p>
      </MessageCard>
    );
  }
  if (!user) {
    return (
      <MessageCard
        title="Sign in to continue"
        primaryButtonText="Sign in"
        primaryAction={() => app.redirectToSignIn()}
      >
        <p>A command-line app is waiting to sign in. Sign in first, then authorize it here.</p>
      </MessageCard>
    );
  }
  if (confirmed) {
    return (
      <MessageCard title="Command line authorized">
        <p>You can close this page and go back to the command line.</p>
      </MessageCard>
    );
  }
  const who = user.primaryEmail ?? user.displayName ?? "your account";
  return (
    <MessageCard
      title="Authorize the command line?"
      primaryButtonText="Authorize"
      primaryAction={async () => {
        const result = await app.confirmCliLogin(loginCode);
        // The button shows a failure's message ('CLI authentication request expired…').
        if (result.status === "error") throw result.error;
        setConfirmed(true);
      }}
      secondaryButtonText="Cancel"
      secondaryAction={() => app.redirectToHome()}
    >
      <p>
        A command-line app asks to sign in as <strong>{who}</strong>. Only continue if you started
        this login yourself.
      </p>
    </MessageCard>
  );
}
