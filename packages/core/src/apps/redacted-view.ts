import type { AppContext } from "../context/app-context.js";
import { REDACTED } from "../http/redact-url.js";

// What logging a server or admin app shows: `JSON.stringify(app)`, `console.log(app)` and
// `util.inspect(app)` in Node. Its keys are in the HTTP client's private options, and never shown.

/** The key of the method Node's `util.inspect` (and so `console.log`) calls, without `node:util`. */
export const INSPECT_CUSTOM: unique symbol = Symbol.for("nodejs.util.inspect.custom");

/**
 * What an app shows of itself: where it talks to, and which keys it has, each `[redacted]`.
 *
 * @example
 * ```ts
 * console.log(JSON.stringify(serverApp)); // {"projectId":"…","baseUrl":"…","accessType":"server","secretServerKey":"<redacted>",…}
 * ```
 */
export interface RedactedAppView {
  /** The app's project id. */
  projectId: string;
  /** The service's URL the app calls. */
  baseUrl: string;
  /** The app's access: `"client"`, `"server"` or `"admin"`. */
  accessType: string;
  /** Shown redacted, when the app has one. */
  publishableClientKey?: typeof REDACTED;
  /** Shown redacted, when the app has one. */
  secretServerKey?: typeof REDACTED;
  /** Shown redacted, when the app has one. */
  superSecretAdminKey?: typeof REDACTED;
  /** The names of the extra request headers; their values may be credentials. */
  extraRequestHeaders?: string[];
}

/**
 * The view of an app over `context` that `toJSON()` and Node's inspect give: the project, the API
 * base and the access type, each key it holds as `[redacted]`, and the names (not the values) of
 * its extra request headers.
 *
 * @example
 * ```ts
 * redactedView(context); // { projectId: "p", baseUrl: "https://api.stack-auth.com", accessType: "server", secretServerKey: "[redacted]" }
 * ```
 */
export function redactedView(context: AppContext): RedactedAppView {
  const { http, projectId } = context;
  const options = http.options;
  const view: RedactedAppView = {
    projectId,
    baseUrl: http.baseUrl,
    accessType: options.accessType,
  };
  for (const key of ["publishableClientKey", "secretServerKey", "superSecretAdminKey"] as const) {
    if (options[key]) view[key] = REDACTED;
  }
  if (options.extraRequestHeaders) {
    view.extraRequestHeaders = Object.keys(options.extraRequestHeaders);
  }
  return view;
}

/**
 * What Node's inspect shows of an app: its class name and {@link redactedView}, formatted by the
 * `inspect` Node passes in (plain JSON where none is passed).
 *
 * @example
 * ```ts
 * [INSPECT_CUSTOM](depth, options, inspect) { return inspectedView("StackServerApp", view, options, inspect); }
 * ```
 */
export function inspectedView(
  className: string,
  view: RedactedAppView,
  options: unknown,
  inspect: unknown,
): string {
  const shown =
    typeof inspect === "function"
      ? (inspect as (value: unknown, options: unknown) => string)(view, options)
      : JSON.stringify(view);
  return `${className} ${shown}`;
}
