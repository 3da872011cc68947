"use client";

// The components of the pages after sign-in, as the package exports them: each loads its code
// the first time it renders, so that an app importing anything from `@app/ui` (a sign-in page,
// a user button) does not make a signed-out visitor download them. The handler loads its pages
// the same way (handler/handler-pages.tsx).
import { lazy, Suspense } from "react";
import type { TeamsSectionProps } from "./account-settings/sections/teams-section.js";
import type { MFAProps } from "./handler/mfa-page.js";
import type { OnboardingProps } from "./handler/onboarding-page.js";
import type { TeamInvitationProps } from "./handler/team-invitation-page.js";
import { useTranslation } from "./i18n/use-translation.js";
import { LoadingIndicator } from "./primitives/loading-indicator.js";

const sections = {
  ApiKeys: lazy(() =>
    import("./account-settings/sections/api-keys-section.js").then((m) => ({
      default: m.ApiKeysSection,
    })),
  ),
  Teams: lazy(() =>
    import("./account-settings/sections/teams-section.js").then((m) => ({
      default: m.TeamsSection,
    })),
  ),
};
const pages = {
  TeamInvitation: lazy(() =>
    import("./handler/team-invitation-page.js").then((m) => ({ default: m.TeamInvitation })),
  ),
  MFA: lazy(() => import("./handler/mfa-page.js").then((m) => ({ default: m.MFA }))),
  Onboarding: lazy(() =>
    import("./handler/onboarding-page.js").then((m) => ({ default: m.Onboarding })),
  ),
};

function Loading() {
  const { t } = useTranslation();
  return <LoadingIndicator label={t("loading")} />;
}

/**
 * The account-settings section of the signed-in user's API keys: create one (its secret is shown
 * once, with a copy button), list them, revoke one after a confirmation. Where the project does
 * not allow user API keys it says so. A visitor is sent to sign-in.
 *
 * @example
 * ```tsx
 * <ApiKeysSection />
 * ```
 */
export function ApiKeysSection() {
  return (
    <Suspense fallback={<Loading />}>
      <sections.ApiKeys />
    </Suspense>
  );
}

/**
 * The account-settings section of the signed-in user's teams: their team profile, members,
 * invitations, the team's name and API keys, leaving, each as their permissions allow; and team
 * creation where the project lets users create teams (`#team-creation`).
 *
 * @example
 * ```tsx
 * <TeamsSection teamId={params.teamId} />
 * ```
 */
export function TeamsSection(props: TeamsSectionProps) {
  return (
    <Suspense fallback={<Loading />}>
      <sections.Teams {...props} />
    </Suspense>
  );
}

/**
 * The team-invitation page (`?code=`, or `searchParams` as the reference SDK's pages take it):
 * the team's name and 'Join'; sign-in first for a visitor; a card for a used, expired, wrong or
 * missing code and for an invitation to another address.
 *
 * @example
 * ```tsx
 * <TeamInvitation fullPage searchParams={{ code }} />
 * ```
 */
export function TeamInvitation(props: TeamInvitationProps) {
  return (
    <Suspense fallback={<Loading />}>
      <pages.TeamInvitation {...props} />
    </Suspense>
  );
}

/**
 * The two-factor page: the six-digit code prompt for a sign-in that needs one (its attempt from
 * `attemptCode`, `?attempt_code=`, or the OAuth sign-in of this tab that waits for it).
 *
 * @example
 * ```tsx
 * <MFA fullPage attemptCode={error.details.attempt_code} />
 * ```
 */
export function MFA(props: MFAProps) {
  return (
    <Suspense fallback={<Loading />}>
      <pages.MFA {...props} />
    </Suspense>
  );
}

/**
 * The onboarding page: what the project requires before use (a verified primary email when the
 * project requires it); it goes on to the after-sign-in page when nothing is left.
 *
 * @example
 * ```tsx
 * <Onboarding fullPage />
 * ```
 */
export function Onboarding(props: OnboardingProps) {
  return (
    <Suspense fallback={<Loading />}>
      <pages.Onboarding {...props} />
    </Suspense>
  );
}
