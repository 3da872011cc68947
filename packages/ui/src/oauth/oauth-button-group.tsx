"use client";

import { useProject } from "@app/react";
import { useState } from "react";
import { readLastUsedProvider } from "./last-used-provider.js";
import { OAuthButton } from "./oauth-button.js";

/**
 * Props of {@link OAuthButtonGroup}.
 *
 * @example
 * ```tsx
 * <OAuthButtonGroup type="sign-in" />
 * ```
 */
export interface OAuthButtonGroupProps {
  /** Whether the buttons sign in or sign up (their labels). */
  type: "sign-in" | "sign-up";
}

/**
 * One {@link OAuthButton} per provider the project enables, in the config's order, each with its
 * provider's mark, the one used last on this browser marked 'last'. Renders nothing when the
 * project has no provider.
 *
 * @example
 * ```tsx
 * <OAuthButtonGroup type="sign-up" />
 * ```
 */
export function OAuthButtonGroup({ type }: OAuthButtonGroupProps) {
  const { config } = useProject();
  // Read once: the badge shows the choice of a previous visit, not the click in progress.
  const [lastUsed] = useState(readLastUsedProvider);
  if (config.oauthProviders.length === 0) return null;
  return (
    <div data-slot="stack-oauth-buttons">
      {config.oauthProviders.map(({ id }) => (
        <OAuthButton key={id} provider={id} type={type} isLastUsed={id === lastUsed} />
      ))}
    </div>
  );
}

/**
 * The earlier name of {@link OAuthButtonGroup}.
 *
 * @example
 * ```tsx
 * <OAuthButtonList type="sign-up" />
 * ```
 */
export const OAuthButtonList = OAuthButtonGroup;

/**
 * The earlier name of {@link OAuthButtonGroupProps}.
 *
 * @example
 * ```tsx
 * <OAuthButtonList type="sign-in" />
 * ```
 */
export type OAuthButtonListProps = OAuthButtonGroupProps;
