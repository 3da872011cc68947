import type { ApiKey, ApiKeyCreationOptions } from "@app/core";
import { useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { ApiKeyTable } from "./api-key-table.js";
import { CreateApiKeyForm } from "./create-api-key-form.js";
import { NewApiKey } from "./new-api-key.js";

/** Props of {@link ApiKeyManager}. */
export interface ApiKeyManagerProps {
  /** The keys, from the owner's hook (`user.useApiKeys()`, `team.useApiKeys()`). */
  keys: readonly ApiKey[];
  /** Creates a key for the owner, answering it with its whole value. */
  create(options: ApiKeyCreationOptions): Promise<{ description: string; value: string }>;
  /** The table's accessible name. */
  label: string;
  /** The level of the sub-headings ('Create an API key'): below the section's. Default `h3`. */
  headingLevel?: "h3" | "h4";
}

/**
 * A user's or a team's API keys: the create form, the new key's secret (shown once), and the
 * list with revocation. The list re-renders from the owner's hook after each change.
 */
export function ApiKeyManager({ keys, create, label, headingLevel = "h3" }: ApiKeyManagerProps) {
  const Heading = headingLevel;
  const { t } = useTranslation(enAfterSignIn);
  const [created, setCreated] = useState<{ description: string; value: string } | null>(null);
  return (
    <div data-slot="stack-api-keys">
      {created ? (
        <NewApiKey {...created} headingLevel={headingLevel} onDone={() => setCreated(null)} />
      ) : (
        <div data-slot="stack-subsection">
          <Heading data-slot="stack-subsection-title">{t("apiKeysCreateTitle")}</Heading>
          <CreateApiKeyForm
            create={async (options) => {
              const key = await create(options);
              setCreated({ description: key.description, value: key.value });
            }}
          />
        </div>
      )}
      <ApiKeyTable keys={keys} label={label} />
    </div>
  );
}
