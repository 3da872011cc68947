/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  label: string;
  /** Render the label as the page's `<h1>`, for a page that shows nothing else meanwhile. */
  asHeading?: boolean;
}

/**
 * A spinner with a visible label, announced politely to assistive technology.
 */
export function LoadingIndicator({ label, asHeading = false }: LoadingIndicatorProps) {
  const Label = asHeading ? "h1" : "span";
  return (
    <div data-slot="stack-loading" role="status">
      <span data-slot="stack-spinner" aria-hidden="true" />
      <Label data-slot="stack-loading-label">{label}</Label>
    </div>
  );
}
