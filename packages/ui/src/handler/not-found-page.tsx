import { useStackApp } from "@app/react";
import { MessageCard } from "../message-card.js";
import type { HandlerPageProps } from "./handler-page-props.js";

/** Shown for a handler path that names no page. */
export function NotFoundPage({ fullPage }: HandlerPageProps) {
  const app = useStackApp();
  return (
    <MessageCard
      title="Page not found"
      fullPage={fullPage}
      primaryButtonText="Go home"
      primaryAction={() => app.redirectToHome()}
    >
      <p>The page you are looking for does not exist.</p>
    </MessageCard>
  );
}
