/**
 * A spinner with a visible label, announced politely to assistive technology.
 */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div data-slot="stack-loading" role="status">
      <span data-slot="stack-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
