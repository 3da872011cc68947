/**
 * The auth page's placeholder while the user and the project load: the page's shape, inert, with
 * a status message for assistive technology.
 */
export function AuthPageSkeleton() {
  return (
    <div data-slot="stack-auth-page" data-state="loading" aria-busy="true">
      <span data-slot="stack-visually-hidden" role="status">
        Loading…
      </span>
      <div data-slot="stack-skeleton" data-shape="heading" />
      <div data-slot="stack-skeleton" data-shape="text" />
      <div data-slot="stack-skeleton" data-shape="input" />
      <div data-slot="stack-skeleton" data-shape="input" />
      <div data-slot="stack-skeleton" data-shape="button" />
    </div>
  );
}
