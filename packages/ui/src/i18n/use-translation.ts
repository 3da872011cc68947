import { type StackLang, usePromise, useStackLanguage } from "@app/react";
import { type ReactNode, useEffect } from "react";
import { en, type MessageKey, type MessagePlaceholders, type Messages } from "./en.js";
import { formatMessage, formatRichMessage } from "./format-message.js";
import { loadMessages, settled } from "./locales.js";

/** The values a text needs: none, or one per `{placeholder}`. */
type ValuesOf<Key extends MessageKey, Value> = [MessagePlaceholders<Key>] extends [never]
  ? []
  : [values: Record<MessagePlaceholders<Key>, Value>];

/** What {@link useTranslation} returns. */
export interface Translation {
  /** The language in use. */
  lang: StackLang;
  /** The text of `key` in the language in use, with its placeholders filled in. */
  t<Key extends MessageKey>(key: Key, ...values: ValuesOf<Key, string | number>): string;
  /** `t` with elements as values (a name in `<strong>`). */
  rich<Key extends MessageKey>(
    key: Key,
    values: Record<MessagePlaceholders<Key>, ReactNode>,
  ): ReactNode;
}

/** Texts some components bring with them (`enAfterSignIn`), for the ids the built-in table lacks. */
export type ExtraEnglish = Readonly<Partial<Record<MessageKey, string>>>;

// Already settled, so that English never suspends (React reads `status` before waiting). The
// built-in table lacks the texts of the parts after sign-in: they come with those parts.
const english = Promise.resolve<Partial<Messages>>(en);
settled(english, en);

/** The English text of `key`: the built-in table's, else the one the component brought. */
function englishText(key: MessageKey, extra: ExtraEnglish | undefined): string {
  const builtIn: Partial<Messages> = en;
  return builtIn[key] ?? extra?.[key] ?? key;
}

/** The override of a text: by its id first, then by its English text. */
function overrideOf(
  overrides: Readonly<Record<string, string>> | undefined,
  key: MessageKey,
  extra: ExtraEnglish | undefined,
): string | undefined {
  if (!overrides) return undefined;
  if (Object.hasOwn(overrides, key)) return overrides[key];
  const text = englishText(key, extra);
  return Object.hasOwn(overrides, text) ? overrides[text] : undefined;
}

const warned = new Set<string>();
const names = (table: Readonly<Record<string, string>>) =>
  new Set([...Object.keys(table), ...Object.values(table)]);
const builtInNames = names(en);

/**
 * Warns once per key of `overrides` that names no text: most likely a typo. A key the built-in
 * table does not know may be a text of the parts after sign-in, so their table is fetched (only
 * then) before warning.
 */
function warnUnknownOverrides(overrides: Readonly<Record<string, string>>): void {
  const unknown = Object.keys(overrides).filter((key) => !builtInNames.has(key));
  if (unknown.length === 0) return;
  import("./en-after-sign-in.js")
    .then(({ enAfterSignIn }) => {
      const later = names(enAfterSignIn);
      for (const key of unknown) {
        if (later.has(key) || warned.has(key)) continue;
        warned.add(key);
        console.warn(
          `[@app/ui] translationOverrides has the key ${JSON.stringify(key)}, which is neither the id ` +
            `nor the English text of a message, so it changes nothing. See docs/getting-started.md#languages.`,
        );
      }
    })
    .catch(() => {
      // Offline: the check is only a development aid.
    });
}

/**
 * The texts of `@app/ui` in the language of the nearest `StackProvider` (`lang`), with its
 * `translationOverrides` applied. English is built in; another language suspends the component
 * the first time, while its table loads. A component that loads after sign-in passes its own
 * English table (`useTranslation(enAfterSignIn)`), which the first page does not carry.
 *
 * @example
 * ```tsx
 * function SignInLink() {
 *   const { t } = useTranslation();
 *   return <a href="/handler/sign-in">{t("signIn")}</a>;
 * }
 * ```
 */
export function useTranslation(extra?: ExtraEnglish): Translation {
  const { lang, translationOverrides } = useStackLanguage();
  const messages: Partial<Messages> = usePromise(loadMessages(lang) ?? english);
  useEffect(() => {
    if (translationOverrides) warnUnknownOverrides(translationOverrides);
  }, [translationOverrides]);
  const text = (key: MessageKey) =>
    overrideOf(translationOverrides, key, extra) ?? messages[key] ?? englishText(key, extra);
  return {
    lang,
    t: (key, ...[values]) => formatMessage(text(key), values),
    rich: (key, values) => formatRichMessage(text(key), values),
  };
}
