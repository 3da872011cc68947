import { jsonErrorPosition } from "./json-error-position.js";
import { presetNamed } from "./presets.js";

// The `extraRequestHeaders` option, or its preset in the environment, checked. What Node, edge
// runtimes and workers get for package.json's `#extra-request-headers`; a browser bundle gets
// extra-request-headers-browser.ts, whose refusals say less, to keep browser bundles small.

/** The variables the option is read from when it is not given. */
export const EXTRA_REQUEST_HEADERS_PRESETS = [
  "NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS",
  "STACK_EXTRA_REQUEST_HEADERS",
];

/** What a value is, for messages that must not show it: "an array", "a number", "null"… */
function kind(value: unknown): string {
  const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  return type === "null" ? type : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}

/**
 * The extra request headers: `option`, else the JSON object in `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS`
 * or `STACK_EXTRA_REQUEST_HEADERS`, else undefined. Header values are often credentials (a
 * proxy's key), so a refusal never shows them: a TypeError says which option or variable is wrong
 * and how (where its JSON breaks, by line and column; which header holds what kind of value).
 *
 * @example
 * ```ts
 * checkedExtraRequestHeaders(undefined); // with STACK_EXTRA_REQUEST_HEADERS='{"x-proxy-key": "…"}'
 * // { "x-proxy-key": "…" }
 * ```
 */
export function checkedExtraRequestHeaders(option: unknown): Record<string, string> | undefined {
  let name = "extraRequestHeaders";
  let headers = option;
  if (option === undefined) {
    const preset = presetNamed(...EXTRA_REQUEST_HEADERS_PRESETS);
    if (preset === undefined) return undefined;
    const [variable, text] = preset;
    name = variable;
    try {
      headers = JSON.parse(text);
    } catch {
      const at = jsonErrorPosition(text);
      const lines = text.slice(0, at).split("\n");
      throw new TypeError(
        `${name} must hold a JSON object of header names to strings; its ${text.length} characters are not JSON: ${
          at >= text.length
            ? "it ends too soon"
            : `it breaks at line ${lines.length}, column ${(lines.at(-1) as string).length + 1}`
        } (the text is not shown: it may hold credentials).`,
      );
    }
  }
  const problem =
    typeof headers !== "object" || headers === null || Array.isArray(headers)
      ? `got ${kind(headers)}`
      : Object.entries(headers)
          .filter(([, value]) => typeof value !== "string")
          .map(([header, value]) => `${JSON.stringify(header)} holds ${kind(value)}`)[0];
  if (problem !== undefined) {
    throw new TypeError(
      `${name} must be an object of header names to strings; ${problem} (values are not shown: they may hold credentials).`,
    );
  }
  return headers as Record<string, string>;
}
