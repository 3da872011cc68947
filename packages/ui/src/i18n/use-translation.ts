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

// Already settled, so that English never suspends (React reads `status` before waiting).
const english = Promise.resolve<Messages>(en);
settled(english, en);

/** The override of a text: by its id first, then by its English text. */
function overrideOf(
  overrides: Readonly<Record<string, string>> | undefined,
  key: MessageKey,
): string | undefined {
  if (!overrides) return undefined;
  if (Object.hasOwn(overrides, key)) return overrides[key];
  return Object.hasOwn(overrides, en[key]) ? overrides[en[key]] : undefined;
}

const warned = new Set<string>();
const englishTexts = new Set<string>(Object.values(en));

/** Warns once per key of `overrides` that names no text: most likely a typo. */
function warnUnknownOverrides(overrides: Readonly<Record<string, string>>): void {
  for (const key of Object.keys(overrides)) {
    if (Object.hasOwn(en, key) || englishTexts.has(key) || warned.has(key)) continue;
    warned.add(key);
    console.warn(
      `[@app/ui] translationOverrides has the key ${JSON.stringify(key)}, which is neither the id ` +
        `nor the English text of a message, so it changes nothing. See docs/getting-started.md#languages.`,
    );
  }
}

/**
 * The texts of `@app/ui` in the language of the nearest `StackProvider` (`lang`), with its
 * `translationOverrides` applied. English is built in; another language suspends the component
 * the first time, while its table loads.
 *
 * @example
 * ```tsx
 * function SignInLink() {
 *   const { t } = useTranslation();
 *   return <a href="/handler/sign-in">{t("signIn")}</a>;
 * }
 * ```
 */
export function useTranslation(): Translation {
  const { lang, translationOverrides } = useStackLanguage();
  const messages = usePromise(loadMessages(lang) ?? english);
  useEffect(() => {
    if (translationOverrides) warnUnknownOverrides(translationOverrides);
  }, [translationOverrides]);
  const text = (key: MessageKey) => overrideOf(translationOverrides, key) ?? messages[key];
  return {
    lang,
    t: (key, ...[values]) => formatMessage(text(key), values),
    rich: (key, values) => formatRichMessage(text(key), values),
  };
}
