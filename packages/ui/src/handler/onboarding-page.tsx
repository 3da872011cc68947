import { type CurrentUser, KnownError } from "@app/core";
import { useStackApp, useUser } from "@app/react";
import { Suspense, useEffect, useId, useState } from "react";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { Button } from "../primitives/button.js";
import { Field } from "../primitives/field.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { MessageCard } from "../primitives/message-card.js";
import { SubmitForm } from "../primitives/submit-form.js";

/**
 * Props of {@link Onboarding}.
 *
 * @example
 * ```tsx
 * <Onboarding fullPage />
 * ```
 */
export interface OnboardingProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The onboarding page: what the project requires of a signed-in user before they use the app.
 * When the project requires verified emails and the user's primary one is not, it sends the
 * verification email and takes the link (or its code) pasted back, or notices the address
 * verified in another tab. When nothing is left it goes on to the after-sign-in page. A visitor
 * is sent to sign-in.
 *
 * @example
 * ```tsx
 * <Onboarding fullPage />
 * ```
 */
export function Onboarding({ fullPage }: OnboardingProps) {
  const { t } = useTranslation(enAfterSignIn);
  return (
    <Suspense
      fallback={maybeFullPage(fullPage, <LoadingIndicator label={t("loading")} asHeading />)}
    >
      <OnboardingContent fullPage={fullPage} />
    </Suspense>
  );
}

function OnboardingContent({ fullPage }: OnboardingProps) {
  const app = useStackApp();
  const { t } = useTranslation(enAfterSignIn);
  // Restricted users are the ones this page is for (others count them as signed out).
  const user = useUser({ or: "redirect", includeRestricted: true });
  const done = !user.isRestricted;
  useEffect(() => {
    if (done) app.redirectToAfterSignIn().catch((error: unknown) => console.error(error));
  }, [app, done]);
  if (done) {
    return maybeFullPage(fullPage, <LoadingIndicator label={t("onboardingDone")} asHeading />);
  }
  if (user.restrictedReason?.type === "email_not_verified") {
    return <VerifyEmail user={user} fullPage={fullPage} />;
  }
  return (
    <MessageCard title={t("onboardingRestrictedTitle")} fullPage={fullPage}>
      <p>{t("onboardingRestrictedBody")}</p>
    </MessageCard>
  );
}

/** The code of a pasted verification link, or the pasted text itself when it is no link. */
function codeOf(pasted: string): string {
  try {
    return new URL(pasted).searchParams.get("code") ?? pasted;
  } catch {
    return pasted;
  }
}

function VerifyEmail({ user, fullPage }: { user: CurrentUser; fullPage: boolean | undefined }) {
  const app = useStackApp();
  const { t } = useTranslation(enAfterSignIn);
  const channels = user.useContactChannels();
  const primary = channels.find((channel) => channel.isPrimary);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = useId();
  if (!primary) {
    return (
      <MessageCard
        title={t("onboardingVerifyTitle")}
        fullPage={fullPage}
        primaryButtonText={t("userButtonAccountSettings")}
        primaryAction={() => app.redirectTo(app.urls.accountSettings)}
      >
        <p>{t("onboardingNoEmailBody")}</p>
      </MessageCard>
    );
  }
  const send = async () => {
    await primary.sendVerificationEmail();
    setSent(true);
  };
  return maybeFullPage(
    fullPage,
    <section data-slot="stack-card" aria-labelledby={titleId}>
      <h1 id={titleId} data-slot="stack-card-title">
        {t("onboardingVerifyTitle")}
      </h1>
      <div data-slot="stack-card-body">
        <p>{t("onboardingVerifyBody", { email: primary.value })}</p>
        {sent ? (
          <>
            <p role="status">{t("onboardingSentBody", { email: primary.value })}</p>
            <SubmitForm
              submitLabel={t("onboardingVerify")}
              onKnownError={(known) =>
                // Pasted text that is no code at all is refused by the request's schema.
                setError(
                  KnownError.hasCode(known, "SCHEMA_ERROR")
                    ? t("onboardingInvalidLink")
                    : knownErrorMessage(known, t),
                )
              }
              onSubmit={(data) => {
                const pasted = String(data.get("link") ?? "").trim();
                if (!pasted) {
                  setError(t("onboardingEnterLink"));
                  return undefined;
                }
                setError(undefined);
                return app.verifyEmail(codeOf(pasted)).then((result) => {
                  if (result.status === "error") setError(t("onboardingInvalidLink"));
                });
              }}
            >
              <Field label={t("onboardingLinkLabel")} error={error}>
                {(control) => (
                  <input {...control} data-slot="stack-input" name="link" autoComplete="off" />
                )}
              </Field>
            </SubmitForm>
          </>
        ) : null}
      </div>
      <div data-slot="stack-card-actions">
        <Button variant={sent ? "secondary" : "primary"} onClick={send}>
          {sent ? t("onboardingResend") : t("onboardingSend")}
        </Button>
      </div>
    </section>,
  );
}

/** `{handler}/onboarding` */
export function OnboardingPage(props: OnboardingProps) {
  return <Onboarding {...props} />;
}
