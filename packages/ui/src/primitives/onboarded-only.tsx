import { AFTER_AUTH_RETURN_TO } from "@app/core/screens";
import { useStackApp, useUser } from "@app/react";
import { type ReactNode, useEffect } from "react";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { useTranslation } from "../i18n/use-translation.js";
import { LoadingIndicator } from "./loading-indicator.js";

/** The handler's onboarding page (the core's URL set has no entry for it). */
export function onboardingUrl(handler: string): string {
  return `${handler.replace(/\/+$/, "")}/onboarding`;
}

/** The onboarding page, coming back to this page (path, query and hash) once onboarding is done. */
export function onboardingUrlBackHere(handler: string): string {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return `${onboardingUrl(handler)}?${AFTER_AUTH_RETURN_TO}=${encodeURIComponent(here)}`;
}

/**
 * Shows `children` to a signed-in user who has finished onboarding. A visitor goes to sign-in
 * (`useUser({ or: "redirect" })`); a restricted user (`user.isRestricted`: the project requires
 * something they have not done yet, such as verifying their email) goes to the handler's
 * onboarding page, which sends them back here when done.
 *
 * @example
 * ```tsx
 * <OnboardedOnly><TeamsContent /></OnboardedOnly>
 * ```
 */
export function OnboardedOnly({ children }: { children: ReactNode }) {
  const app = useStackApp();
  const { t } = useTranslation(enAfterSignIn);
  const restricted = useUser({ or: "redirect" }).isRestricted;
  useEffect(() => {
    if (!restricted) return;
    app
      .redirectTo(onboardingUrlBackHere(app.urls.handler))
      .catch((error: unknown) => console.error(error));
  }, [app, restricted]);
  if (restricted) return <LoadingIndicator label={t("loading")} />;
  return children;
}
