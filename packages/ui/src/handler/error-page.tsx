import { type KnownError, KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { MessageCard } from "../message-card.js";
import { PredefinedMessageCard } from "../predefined-message-card.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/** The known error the service sent to this page (`errorCode`, `details`), if it is one. */
function errorOfPage(): KnownError | null {
  if (typeof location === "undefined") return null;
  const params = new URLSearchParams(location.search);
  const code = params.get("errorCode");
  const errorClass = Object.values(KnownErrors).find((candidate) => candidate.code === code);
  if (!errorClass) return null;
  try {
    const details = JSON.parse(params.get("details") || "{}");
    // The message comes from the catalogue, never from the URL: anyone can write a link.
    return new (errorClass as unknown as new (details: unknown) => KnownError)(details);
  } catch {
    return null;
  }
}

/** What to tell the user about the errors OAuth flows send here. */
const EXPLAINED: Record<string, { title: string; body: string; signIn?: boolean }> = {
  OAUTH_PROVIDER_ACCESS_DENIED: {
    title: "Sign-in cancelled",
    body: "The sign-in was cancelled at the provider. Please try again.",
    signIn: true,
  },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: {
    title: "Account already connected",
    body: "This account is already connected to another user. Please connect a different account.",
  },
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    title: "E-mail already in use",
    body: "Another account already signs in with this e-mail address. Sign in to that account to connect this one.",
    signIn: true,
  },
};

/**
 * The handler's error page, where the service sends flows that failed in the browser (OAuth's
 * `error_redirect_url`): it explains the known error named by `errorCode`, and shows the unknown
 * error card for anything else.
 */
export function ErrorPage({ fullPage }: HandlerPageProps) {
  const app = useStackApp();
  const [error] = useState(errorOfPage);
  if (!error) return <PredefinedMessageCard type="unknownError" fullPage={fullPage} />;
  const explained = EXPLAINED[error.code];
  const signIn = explained?.signIn ?? error.code.includes("OAUTH");
  return (
    <MessageCard
      title={explained?.title ?? "Something went wrong"}
      fullPage={fullPage}
      {...(signIn
        ? {
            primaryButtonText: "Sign in",
            primaryAction: () => app.redirectTo(app.urls.signIn),
            secondaryButtonText: "Go home",
            secondaryAction: () => app.redirectToHome(),
          }
        : { primaryButtonText: "Go home", primaryAction: () => app.redirectToHome() })}
    >
      <p>{explained?.body ?? error.message}</p>
    </MessageCard>
  );
}
