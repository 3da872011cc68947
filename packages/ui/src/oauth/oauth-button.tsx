"use client";

import { oauthProviderName } from "@app/core/screens";
import { useStackApp } from "@app/react";
import { useId } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { Button } from "../primitives/button.js";
import { beginProviderSignIn } from "./last-used-provider.js";
import { ProviderMark } from "./provider-marks.js";

/** Props of {@link OAuthButton}. */
export interface OAuthButtonProps {
  /** The provider's id in the project config: `github`, `google`… */
  provider: string;
  type: "sign-in" | "sign-up";
  /** Marks the button as the provider used last on this browser. */
  isLastUsed?: boolean;
}

/**
 * 'Sign in with {provider}' (or 'Sign up with …') with the provider's mark: starts the OAuth
 * flow; the provider becomes the last used (its 'last' badge) once that sign-in completes. A provider the SDK does not know (such as
 * `twitch`) gets a plain button that shows its id. While the browser leaves the button shows its
 * loading state; a failure to start is shown under it.
 *
 * @example
 * ```tsx
 * <OAuthButton provider="github" type="sign-in" />
 * ```
 */
export function OAuthButton({ provider, type, isLastUsed = false }: OAuthButtonProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const badgeId = useId();
  const name = oauthProviderName(provider);
  const known = name !== provider;
  return (
    <div data-slot="stack-oauth-button-row">
      <Button
        variant="secondary"
        data-provider={provider}
        data-known-provider={known ? "true" : "false"}
        aria-describedby={isLastUsed ? badgeId : undefined}
        onClick={async () => {
          beginProviderSignIn(provider);
          await app.signInWithOAuth(provider);
        }}
      >
        {known ? <ProviderMark provider={provider} /> : null}
        {type === "sign-in"
          ? t("oauthSignIn", { provider: name })
          : t("oauthSignUp", { provider: name })}
      </Button>
      {isLastUsed ? (
        <span id={badgeId} data-slot="stack-oauth-last">
          {t("oauthLastUsed")}
        </span>
      ) : null}
    </div>
  );
}
