// Everything the client's lazy methods load, in one module: OAuth (sign-in, callback, linking),
// passkeys and command-line login. One lazy module keeps the browser's first load to one chunk of
// shared code; the WebAuthn library is a further lazy chunk of the passkey methods.

export * from "./cli/client.js";
export * from "./oauth/client.js";
export * from "./passkeys/client.js";
