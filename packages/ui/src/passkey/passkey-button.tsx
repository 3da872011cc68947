import { useStackApp } from "@app/react";
import { Button } from "../primitives/button.js";

/** Props of {@link PasskeyButton}. */
export interface PasskeyButtonProps {
  /** Default `"sign-in"`. */
  type?: "sign-in" | "sign-up";
}

/**
 * 'Sign in with Passkey' (or 'Sign up with Passkey'): asks the browser for a passkey of this site
 * and signs its user in. A cancelled prompt, an unknown passkey or a browser without WebAuthn
 * ('WebAuthn is not supported in this browser') is shown under the button.
 *
 * @example
 * ```tsx
 * {config.passkeyEnabled ? <PasskeyButton /> : null}
 * ```
 */
export function PasskeyButton({ type = "sign-in" }: PasskeyButtonProps) {
  const app = useStackApp();
  return (
    <Button
      variant="secondary"
      data-method="passkey"
      onClick={async () => {
        const result = await app.signInWithPasskey();
        // The button shows a failure's message in its alert.
        if (result.status === "error") throw result.error;
      }}
    >
      {type === "sign-in" ? "Sign in with Passkey" : "Sign up with Passkey"}
    </Button>
  );
}
