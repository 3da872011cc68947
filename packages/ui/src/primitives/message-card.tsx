"use client";

import { type ReactNode, useId } from "react";
import { Button } from "./button.js";
import { maybeFullPage } from "./full-page.js";

/**
 * Props of {@link MessageCard}.
 *
 * @example
 * ```tsx
 * <MessageCard title="Almost there" primaryButtonText="Continue" primaryAction={() => navigate("/")} />
 * ```
 */
export interface MessageCardProps {
  /** The card's heading. */
  title?: string;
  /** The body. */
  children?: ReactNode;
  /** Centre the card on the whole page. */
  fullPage?: boolean;
  /** The main button's label; no main button without it. */
  primaryButtonText?: string;
  /** May be async: the button shows a loading state until it settles. */
  primaryAction?: () => void | Promise<void>;
  /** The second button's label; no second button without it. */
  secondaryButtonText?: string;
  /** What the second button does. */
  secondaryAction?: () => void | Promise<void>;
}

/**
 * A card with a title, a body and up to two buttons, at most 380px wide.
 *
 * @example
 * ```tsx
 * <MessageCard
 *   title="Almost there"
 *   primaryButtonText="Continue"
 *   primaryAction={() => app.redirectToHome()}
 * >
 *   <p>Check your inbox to finish.</p>
 * </MessageCard>
 * ```
 */
export function MessageCard({
  title,
  children,
  fullPage,
  primaryButtonText,
  primaryAction,
  secondaryButtonText,
  secondaryAction,
}: MessageCardProps) {
  const titleId = useId();
  const hasActions = primaryButtonText !== undefined || secondaryButtonText !== undefined;
  return maybeFullPage(
    fullPage,
    <section data-slot="stack-card" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h1 id={titleId} data-slot="stack-card-title">
          {title}
        </h1>
      ) : null}
      {children ? <div data-slot="stack-card-body">{children}</div> : null}
      {hasActions ? (
        <div data-slot="stack-card-actions">
          {secondaryButtonText ? (
            <Button variant="secondary" onClick={secondaryAction}>
              {secondaryButtonText}
            </Button>
          ) : null}
          {primaryButtonText ? <Button onClick={primaryAction}>{primaryButtonText}</Button> : null}
        </div>
      ) : null}
    </section>,
  );
}
