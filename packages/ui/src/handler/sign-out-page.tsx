import { useStackApp } from "@app/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { PredefinedMessageCard } from "../primitives/predefined-message-card.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/**
 * Signs out as soon as it mounts, then the app redirects to the after-sign-out page; shows a
 * loading state meanwhile.
 */
export function SignOutPage({ fullPage }: HandlerPageProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    app.signOut().catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, [app]);
  if (failed) return <PredefinedMessageCard type="unknownError" fullPage={fullPage} />;
  return maybeFullPage(fullPage, <LoadingIndicator label={t("handlerSigningOut")} asHeading />);
}
