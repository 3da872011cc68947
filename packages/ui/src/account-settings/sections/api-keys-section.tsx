import { useProject, useUser } from "@app/react";
import { Suspense, useId } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { LoadingIndicator } from "../../primitives/loading-indicator.js";
import { OnboardedOnly } from "../../primitives/onboarded-only.js";
import { ApiKeyManager } from "../api-keys/api-key-manager.js";

/**
 * The account-settings section of the signed-in user's API keys: create one (a description and
 * an expiry; its secret is shown once, with a copy button), list them (description, last four
 * characters, expiry, creation, status), and revoke one after a confirmation. Where the project
 * does not allow user API keys it says so. A visitor is sent to sign-in, and a user who has not
 * finished onboarding (such as verifying their email, where the project requires it) to the
 * onboarding page.
 *
 * @example
 * ```tsx
 * <Suspense fallback={<p>Loading…</p>}>
 *   <ApiKeysSection />
 * </Suspense>
 * ```
 */
export function ApiKeysSection() {
  return (
    <OnboardedOnly>
      <ApiKeys />
    </OnboardedOnly>
  );
}

function ApiKeys() {
  const { t } = useTranslation(enAfterSignIn);
  const { config } = useProject();
  const titleId = useId();
  return (
    <section data-slot="stack-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId} data-slot="stack-section-title">
        {t("apiKeysTitle")}
      </h2>
      {config.allowUserApiKeys ? (
        <>
          <p data-slot="stack-hint">{t("apiKeysHint")}</p>
          <Suspense fallback={<LoadingIndicator label={t("loading")} />}>
            <UserApiKeys />
          </Suspense>
        </>
      ) : (
        <p data-slot="stack-hint">{t("apiKeysNotAllowed")}</p>
      )}
    </section>
  );
}

function UserApiKeys() {
  const { t } = useTranslation(enAfterSignIn);
  const user = useUser({ or: "redirect" });
  return (
    <ApiKeyManager
      keys={user.useApiKeys()}
      create={(options) => user.createApiKey(options)}
      label={t("apiKeysTitle")}
    />
  );
}
