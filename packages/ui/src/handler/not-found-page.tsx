import { useStackApp } from "@app/react";
import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "../primitives/message-card.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/** Shown for a handler path that names no page. */
export function NotFoundPage({ fullPage }: HandlerPageProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  return (
    <MessageCard
      title={t("handlerNotFoundTitle")}
      fullPage={fullPage}
      primaryButtonText={t("goHome")}
      primaryAction={() => app.redirectToHome()}
    >
      <p>{t("handlerNotFoundBody")}</p>
    </MessageCard>
  );
}
