/** The published version of `@app/core`; a test keeps it equal to package.json. */
export const SDK_VERSION = "0.1.0";

/** The `x-stack-client-version` header value: `<platform> <@scope/name>@<semver>`. */
export const CLIENT_VERSION_HEADER = `js @app/core@${SDK_VERSION}`;
