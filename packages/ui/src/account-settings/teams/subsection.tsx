import { type ReactNode, Suspense, useId } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { LoadingIndicator } from "../../primitives/loading-indicator.js";

/**
 * A titled part of a settings section (an `h3` and what follows), named by its title; what it
 * loads (members, invitations, keys) shows a loading indicator meanwhile, in place.
 */
export function Subsection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(enAfterSignIn);
  const titleId = useId();
  return (
    <section data-slot="stack-subsection" aria-labelledby={titleId}>
      <h3 id={titleId} data-slot="stack-subsection-title">
        {title}
      </h3>
      {hint ? <p data-slot="stack-hint">{hint}</p> : null}
      <Suspense fallback={<LoadingIndicator label={t("loading")} />}>{children}</Suspense>
    </section>
  );
}
