import { presetNamed } from "./presets.js";

// What a browser bundle gets for package.json's `#extra-request-headers`: the same check as
// extra-request-headers.ts (Node's, edge runtimes' and workers'), whose refusals say less, since a
// browser rarely has the environment variables and its bundle size is budgeted (docs/architecture.md).

/**
 * The extra request headers: `option`, else the JSON object in `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS`
 * or `STACK_EXTRA_REQUEST_HEADERS`, else undefined; a TypeError names the option or variable that
 * is wrong, never its value (header values are often credentials).
 *
 * @example
 * ```ts
 * checkedExtraRequestHeaders({ "x-proxy-key": "…" });
 * ```
 */
export function checkedExtraRequestHeaders(option: unknown): Record<string, string> | undefined {
  let name = "extraRequestHeaders";
  let headers = option;
  if (option === undefined) {
    const preset = presetNamed(
      "NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS",
      "STACK_EXTRA_REQUEST_HEADERS",
    );
    if (preset === undefined) return undefined;
    name = preset[0];
    try {
      headers = JSON.parse(preset[1]);
    } catch {
      headers = "";
    }
  }
  if (
    typeof headers !== "object" ||
    headers === null ||
    Array.isArray(headers) ||
    !Object.values(headers).every((value) => typeof value === "string")
  ) {
    throw new TypeError(
      `${name} must be a JSON object of header names to strings (its value is not shown).`,
    );
  }
  return headers as Record<string, string>;
}
