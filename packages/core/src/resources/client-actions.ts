// Everything the client's lazy methods load, in one module: the user's team and permission
// methods, a team's methods (`teamMethods`), the app's invitation code steps, OAuth (sign-in,
// callback, linking), passkeys and command-line login. One lazy module keeps the browser's first
// load to one chunk of shared code (see resources/lazy.ts); the WebAuthn library is a further
// lazy chunk of the passkey methods.

export * from "./cli/client.js";
export * from "./oauth/client.js";
export * from "./passkeys/client.js";
export * from "./permissions/client.js";
export * from "./teams/client.js";
export * as teamMethods from "./teams/client-team.js";
