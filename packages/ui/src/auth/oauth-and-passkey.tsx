import type { ClientProjectConfig } from "@app/core";
import { OAuthButtonGroup } from "../oauth/oauth-button-group.js";
import { PasskeyButton } from "./passkey-button.js";

type AuthType = "sign-in" | "sign-up";

/** Whether the passkey button belongs on the page: sign-in only, and only with passkeys on. */
function showsPasskey(type: AuthType, config: ClientProjectConfig): boolean {
  return type === "sign-in" && config.passkeyEnabled;
}

/**
 * Whether the auth page of `type` shows any of the methods that sign in by redirect or by the
 * browser: OAuth providers, or the passkey button.
 */
export function hasOAuthOrPasskey(type: AuthType, config: ClientProjectConfig): boolean {
  return config.oauthProviders.length > 0 || showsPasskey(type, config);
}

/** Props of {@link OAuthAndPasskey}. */
interface OAuthAndPasskeyProps {
  type: AuthType;
  config: ClientProjectConfig;
}

/**
 * The auth page's OAuth buttons, then 'Sign in with Passkey' (sign-in only, when `passkeyEnabled`).
 * The page shows the 'Or continue with' divider between these and the email forms.
 *
 * @example
 * ```tsx
 * {hasOAuthOrPasskey("sign-in", config) ? <OAuthAndPasskey type="sign-in" config={config} /> : null}
 * ```
 */
export function OAuthAndPasskey({ type, config }: OAuthAndPasskeyProps) {
  return (
    <div data-slot="stack-auth-providers">
      <OAuthButtonGroup type={type} />
      {showsPasskey(type, config) ? <PasskeyButton type={type} /> : null}
    </div>
  );
}
