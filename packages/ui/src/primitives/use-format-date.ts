import { useTranslation } from "../i18n/use-translation.js";

/**
 * Formats dates for the language in use ('Mar 5, 2026' in English), as lists of keys,
 * invitations and sessions show them.
 *
 * @example
 * ```tsx
 * const formatDate = useFormatDate();
 * <td>{formatDate(key.createdAt)}</td>
 * ```
 */
export function useFormatDate(): (date: Date) => string {
  const { lang } = useTranslation();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  return (date) => format.format(date);
}
