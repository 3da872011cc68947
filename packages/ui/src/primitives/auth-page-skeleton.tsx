import { useTranslation } from "../i18n/use-translation.js";

/**
 * The auth page's placeholder while the user and the project load: the page's shape, inert, with
 * a status message for assistive technology. The heading placeholder is the page's `<h1>`, named
 * by that message, so a page that shows only the skeleton still has its heading.
 */
export function AuthPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-slot="stack-auth-page" data-state="loading" aria-busy="true">
      <h1 data-slot="stack-skeleton" data-shape="heading">
        <span data-slot="stack-visually-hidden" role="status">
          {t("loading")}
        </span>
      </h1>
      <div data-slot="stack-skeleton" data-shape="text" />
      <div data-slot="stack-skeleton" data-shape="input" />
      <div data-slot="stack-skeleton" data-shape="input" />
      <div data-slot="stack-skeleton" data-shape="button" />
    </div>
  );
}
