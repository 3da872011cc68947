import { useId, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";

/** Props of {@link NewApiKey}. */
export interface NewApiKeyProps {
  description: string;
  /** The key's whole value: known only now, never shown again. */
  value: string;
  /** Closes the panel: the value is gone from the page. */
  onDone(): void;
  /** Default `h3`. */
  headingLevel?: "h3" | "h4";
}

/**
 * The secret of a key just created, shown this once: a read-only field to select it, a copy
 * button (which says whether it worked), and the warning that it will not be shown again.
 */
export function NewApiKey({ description, value, onDone, headingLevel = "h3" }: NewApiKeyProps) {
  const Heading = headingLevel;
  const { t } = useTranslation(enAfterSignIn);
  const titleId = useId();
  const fieldId = useId();
  const warningId = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <section data-slot="stack-new-api-key" aria-labelledby={titleId}>
      <Heading id={titleId} data-slot="stack-subsection-title">
        {t("apiKeysNewTitle")}: {description}
      </Heading>
      <p id={warningId} data-slot="stack-warning">
        {t("apiKeysNewWarning")}
      </p>
      <div data-slot="stack-field">
        <label data-slot="stack-label" htmlFor={fieldId}>
          {t("apiKeysKey")}
        </label>
        <div data-slot="stack-copy-row">
          <input
            id={fieldId}
            data-slot="stack-input"
            readOnly
            value={value}
            aria-describedby={warningId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={copy}>
            {t("apiKeysCopy")}
          </Button>
        </div>
        <p role="status" data-slot="stack-status">
          {copied === "yes"
            ? t("apiKeysCopied")
            : copied === "failed"
              ? t("apiKeysCopyFailed")
              : ""}
        </p>
      </div>
      <Button onClick={onDone}>{t("apiKeysDone")}</Button>
    </section>
  );
}
