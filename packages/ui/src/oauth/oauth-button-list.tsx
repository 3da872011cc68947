import { useProject } from "@app/react";
import { useState } from "react";
import { readLastUsedProvider } from "./last-used-provider.js";
import { OAuthButton } from "./oauth-button.js";

/** Props of {@link OAuthButtonList}. */
export interface OAuthButtonListProps {
  type: "sign-in" | "sign-up";
}

/**
 * One {@link OAuthButton} per provider the project enables, in the config's order, the one used
 * last on this browser marked 'last'. Renders nothing when the project has no provider.
 *
 * @example
 * ```tsx
 * <OAuthButtonList type="sign-up" />
 * ```
 */
export function OAuthButtonList({ type }: OAuthButtonListProps) {
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
