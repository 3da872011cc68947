import { createElement, Fragment, type ReactNode } from "react";

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by `values[name]`; a placeholder without a value stays as
 * written, so a missing value shows in the page instead of vanishing.
 *
 * @example
 * ```ts
 * formatMessage("Sign in with {provider}", { provider: "GitHub" }); // "Sign in with GitHub"
 * ```
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * {@link formatMessage} with elements as values: the text around the placeholders stays text,
 * each value is put in its place (`{account}` → `<strong>ada@example.com</strong>`).
 *
 * @example
 * ```tsx
 * formatRichMessage("Signed in as {who}.", { who: <strong>{email}</strong> });
 * ```
 */
export function formatRichMessage(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, name = ""] = match;
    if (!Object.hasOwn(values, name)) continue;
    parts.push(template.slice(last, match.index), values[name]);
    last = match.index + whole.length;
  }
  parts.push(template.slice(last));
  // Keyed by position: the parts of one message never move.
  return parts.map((part, index) => createElement(Fragment, { key: index }, part));
}
