import { Component, type ReactNode } from "react";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { asyncErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { ErrorAlert } from "../primitives/error-alert.js";

/**
 * Keeps a section's failure to load in its panel: an alert with the known error's message (else
 * the generic one), while the navigation and the other sections go on working.
 */
export class SectionBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <SectionFailure error={this.state.error} />
    );
  }
}

function SectionFailure({ error }: { error: unknown }) {
  const { t } = useTranslation(enAfterSignIn);
  return <ErrorAlert message={asyncErrorMessage(error, t)} />;
}
