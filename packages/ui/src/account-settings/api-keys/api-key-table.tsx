import type { ApiKey } from "@app/core";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { useFormatDate } from "../../primitives/use-format-date.js";

/** Props of {@link ApiKeyTable}. */
export interface ApiKeyTableProps {
  keys: readonly ApiKey[];
  /** The table's accessible name, e.g. 'API keys'. */
  label: string;
}

/**
 * The keys as a table: description, last four characters, expiry, creation, status; a valid key
 * can be revoked after a confirmation. Narrower than its columns, it reflows into one block per
 * key, each value after its column's name.
 */
export function ApiKeyTable({ keys, label }: ApiKeyTableProps) {
  const { t } = useTranslation(enAfterSignIn);
  const formatDate = useFormatDate();
  if (keys.length === 0) return <p data-slot="stack-empty">{t("apiKeysEmpty")}</p>;
  const status = (key: ApiKey) => {
    const why = key.whyInvalid();
    if (why === "manually-revoked") return t("apiKeysRevoked");
    if (why === "expired") return t("apiKeysExpired");
    return t("apiKeysValid");
  };
  // The roles are the elements' own, said again: a narrow screen lays the table out as blocks
  // (settings.css), and some browsers then drop the table from the accessibility tree.
  return (
    <div data-slot="stack-table-scroll">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as blocks. */}
      <table data-slot="stack-table" aria-label={label} role="table">
        <thead>
          <tr>
            <th scope="col">{t("apiKeysDescription")}</th>
            <th scope="col">{t("apiKeysKey")}</th>
            <th scope="col">{t("apiKeysExpiry")}</th>
            <th scope="col">{t("apiKeysCreated")}</th>
            <th scope="col">{t("apiKeysStatus")}</th>
            <th scope="col">
              <span data-slot="stack-visually-hidden">{t("apiKeysActions")}</span>
            </th>
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as blocks. */}
        <tbody role="rowgroup">
          {keys.map((key) => (
            // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as blocks.
            <tr key={key.id} data-state={key.isValid() ? "valid" : "invalid"} role="row">
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <th scope="row" role="rowheader">
                {key.description}
              </th>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <td data-label={t("apiKeysKey")} role="cell">
                <span aria-hidden="true">…{key.value.lastFour}</span>
                <span data-slot="stack-visually-hidden">
                  {t("apiKeysEndingIn", { lastFour: key.value.lastFour })}
                </span>
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <td data-label={t("apiKeysExpiry")} role="cell">
                {key.expiresAt ? formatDate(key.expiresAt) : t("apiKeysExpiryNever")}
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <td data-label={t("apiKeysCreated")} role="cell">
                {formatDate(key.createdAt)}
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <td data-label={t("apiKeysStatus")} role="cell">
                {status(key)}
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when laid out as blocks. */}
              <td role="cell">
                {key.isValid() ? (
                  <ConfirmDialog
                    trigger={<Button variant="secondary">{t("apiKeysRevoke")}</Button>}
                    title={t("apiKeysRevokeTitle")}
                    description={t("apiKeysRevokeBody", { description: key.description })}
                    confirmLabel={t("apiKeysRevoke")}
                    onConfirm={() => key.revoke()}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
