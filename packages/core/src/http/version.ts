/**
 * The published version of `@app/core`; a test keeps it equal to package.json.
 *
 * @example
 * ```ts
 * console.log(`@app/core ${SDK_VERSION}`);
 * ```
 */
export const SDK_VERSION = "0.1.0";

/** The `x-stack-client-version` header value: `<platform> <@scope/name>@<semver>`. */
export const CLIENT_VERSION_HEADER = `js @app/core@${SDK_VERSION}`;
