import { KnownError } from "@app/core";
import { useStackApp, useUser } from "@app/react";
import { Suspense, useEffect, useState } from "react";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { useTranslation } from "../i18n/use-translation.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { IncompleteLinkCard } from "../primitives/incomplete-link-card.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { MessageCard } from "../primitives/message-card.js";
import { onboardingUrlBackHere } from "../primitives/onboarded-only.js";
import { type LinkCodeSource, useLinkCode } from "../primitives/use-link-code.js";

/**
 * Props of {@link TeamInvitation}.
 *
 * @example
 * ```tsx
 * <TeamInvitation fullPage />
 * ```
 */
export interface TeamInvitationProps extends LinkCodeSource {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/** Why an invitation cannot be accepted, as the cards tell it. */
type Refusal = "invalid" | "used" | "expired" | "wrong-account" | "restricted" | "failed";

/** The refusal a failure of the details or accept call means. */
function refusalOf(error: unknown): Refusal {
  if (KnownError.hasCode(error, "VERIFICATION_CODE_ALREADY_USED")) return "used";
  if (KnownError.hasCode(error, "VERIFICATION_CODE_EXPIRED")) return "expired";
  if (KnownError.hasCode(error, "VERIFICATION_ERROR")) return "invalid";
  if (KnownError.hasCode(error, "TEAM_INVITATION_EMAIL_MISMATCH")) return "wrong-account";
  if (KnownError.hasCode(error, "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED")) return "restricted";
  return "failed";
}

/**
 * The team-invitation page, which invitation emails link to (`?code=`). It names the team and
 * 'Join' accepts the invitation, then goes to the after-sign-in page. A visitor is asked to sign
 * in (or up) first and comes back here after. A used, expired or wrong code, an invitation for
 * another address, and a link without its code each get a card that says so.
 *
 * @example
 * ```tsx
 * <TeamInvitation searchParams={Object.fromEntries(new URLSearchParams(location.search))} fullPage />
 * ```
 */
export function TeamInvitation(props: TeamInvitationProps) {
  const { t } = useTranslation(enAfterSignIn);
  return (
    <Suspense
      fallback={maybeFullPage(props.fullPage, <LoadingIndicator label={t("loading")} asHeading />)}
    >
      <TeamInvitationContent {...props} />
    </Suspense>
  );
}

function TeamInvitationContent({ fullPage, ...source }: TeamInvitationProps) {
  const app = useStackApp();
  const { t } = useTranslation(enAfterSignIn);
  const user = useUser();
  const code = useLinkCode(source);
  if (code === undefined) return null; // on the server: the browser knows the page's address
  if (code === null) {
    return (
      <IncompleteLinkCard
        fullPage={fullPage}
        actionText={t("goHome")}
        action={() => app.redirectToHome()}
      />
    );
  }
  if (!user) {
    return (
      <MessageCard
        title={t("teamInvitationSignInTitle")}
        fullPage={fullPage}
        primaryButtonText={t("signIn")}
        primaryAction={() => app.redirectToSignIn()}
        secondaryButtonText={t("signUp")}
        secondaryAction={() => app.redirectToSignUp()}
      >
        <p>{t("teamInvitationSignInBody")}</p>
      </MessageCard>
    );
  }
  return <InvitationCard key={code} code={code} fullPage={fullPage} />;
}

function InvitationCard({ code, fullPage }: { code: string; fullPage: boolean | undefined }) {
  const app = useStackApp();
  const { t, rich } = useTranslation(enAfterSignIn);
  const [team, setTeam] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    let current = true;
    app
      .getTeamInvitationDetails(code)
      .then((result) => {
        if (!current) return;
        if (result.status === "ok") setTeam(result.data.teamDisplayName);
        else setRefusal(refusalOf(result.error));
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (refusalOf(error) === "failed") console.error(error);
        setRefusal(refusalOf(error));
      });
    return () => {
      current = false;
    };
  }, [app, code]);

  if (refusal) return <RefusalCard refusal={refusal} fullPage={fullPage} />;
  if (team === null) {
    return maybeFullPage(
      fullPage,
      <LoadingIndicator label={t("teamInvitationChecking")} asHeading />,
    );
  }
  return (
    <MessageCard
      title={t("teamInvitationTitle", { team })}
      fullPage={fullPage}
      primaryButtonText={t("teamInvitationJoin")}
      primaryAction={async () => {
        const result = await app.acceptTeamInvitation(code);
        if (result.status === "error") {
          setRefusal(refusalOf(result.error));
          return;
        }
        await app.redirectToAfterSignIn();
      }}
      secondaryButtonText={t("teamInvitationIgnore")}
      secondaryAction={() => app.redirectToHome()}
    >
      <p>{rich("teamInvitationBody", { team: <strong>{team}</strong> })}</p>
    </MessageCard>
  );
}

function RefusalCard({ refusal, fullPage }: { refusal: Refusal; fullPage: boolean | undefined }) {
  const app = useStackApp();
  const user = useUser();
  const { t } = useTranslation(enAfterSignIn);
  const home = { primaryButtonText: t("goHome"), primaryAction: () => app.redirectToHome() };
  const card = {
    invalid: [t("teamInvitationInvalidTitle"), t("teamInvitationInvalidBody")],
    used: [t("teamInvitationUsedTitle"), t("teamInvitationUsedBody")],
    expired: [t("teamInvitationExpiredTitle"), t("teamInvitationExpiredBody")],
    "wrong-account": [t("teamInvitationWrongAccountTitle"), t("teamInvitationWrongAccountBody")],
    restricted: [t("teamInvitationRestrictedTitle"), t("teamInvitationRestrictedBody")],
    failed: [t("cardUnknownErrorTitle"), t("unhandledError")],
  }[refusal];
  const actions =
    refusal === "wrong-account"
      ? {
          // Signed out, this page asks for the right account and comes back.
          primaryButtonText: t("signOut"),
          primaryAction: () => user?.signOut({ redirectUrl: window.location.href }),
          secondaryButtonText: t("goHome"),
          secondaryAction: () => app.redirectToHome(),
        }
      : refusal === "restricted"
        ? {
            primaryButtonText: t("teamInvitationContinue"),
            // Onboarding comes back to this invitation when done.
            primaryAction: () => app.redirectTo(onboardingUrlBackHere(app.urls.handler)),
          }
        : home;
  return (
    <MessageCard title={card[0]} fullPage={fullPage} {...actions}>
      <p role={refusal === "failed" ? "alert" : undefined}>{card[1]}</p>
    </MessageCard>
  );
}

/** `{handler}/team-invitation?code=…` */
export function TeamInvitationPage(props: TeamInvitationProps) {
  return <TeamInvitation {...props} />;
}
