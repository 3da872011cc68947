import type { KnownError } from "@app/core";
import { knownErrorFromJSON } from "@app/core/errors";
import { useStackApp } from "@app/react";
import { useState } from "react";
import type { PlainMessageKey } from "../i18n/en.js";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "../primitives/message-card.js";
import { PredefinedMessageCard } from "../primitives/predefined-message-card.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/** The known error the service sent to this page (`errorCode`, `details`), if it is one. */
function errorOfPage(): KnownError | null {
  if (typeof location === "undefined") return null;
  const params = new URLSearchParams(location.search);
  const code = params.get("errorCode");
  if (!code) return null;
  try {
    const details: unknown = JSON.parse(params.get("details") || "{}");
    // The message comes from the catalogue, never from the URL: anyone can write a link. (The
    // root's `KnownErrors` loads its texts lazily and cannot be listed, so look the code up here.)
    const error = knownErrorFromJSON({ code, details });
    return error.code === code ? error : null;
  } catch {
    return null;
  }
}

/** What to tell the user about the errors OAuth flows send here. */
const EXPLAINED: Record<
  string,
  { title: PlainMessageKey; body: PlainMessageKey; signIn?: boolean }
> = {
  OAUTH_PROVIDER_ACCESS_DENIED: {
    title: "errorPageAccessDeniedTitle",
    body: "errorPageAccessDeniedBody",
    signIn: true,
  },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: {
    title: "errorPageAlreadyConnectedTitle",
    body: "errorPageAlreadyConnectedBody",
  },
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    title: "errorPageEmailInUseTitle",
    body: "errorPageEmailInUseBody",
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
  const { t } = useTranslation();
  const [error] = useState(errorOfPage);
  if (!error) return <PredefinedMessageCard type="unknownError" fullPage={fullPage} />;
  const explained = Object.hasOwn(EXPLAINED, error.code) ? EXPLAINED[error.code] : undefined;
  const signIn = explained?.signIn ?? error.code.includes("OAUTH");
  return (
    <MessageCard
      title={explained ? t(explained.title) : t("errorPageTitle")}
      fullPage={fullPage}
      {...(signIn
        ? {
            primaryButtonText: t("signIn"),
            primaryAction: () => app.redirectTo(app.urls.signIn),
            secondaryButtonText: t("goHome"),
            secondaryAction: () => app.redirectToHome(),
          }
        : { primaryButtonText: t("goHome"), primaryAction: () => app.redirectToHome() })}
    >
      <p>{explained ? t(explained.body) : knownErrorMessage(error, t)}</p>
    </MessageCard>
  );
}
