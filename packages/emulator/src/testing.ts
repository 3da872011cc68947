// @app/emulator/testing: test helpers for an emulator running in another process (a Playwright
// global set-up, `app-emulator` started by a script), over HTTP. It loads none of the server.
// In the test's own process, `startEmulator()` from `@app/emulator` gives the same helpers on its
// handle (`emulator.seed`, `emulator.outbox.latestCode()`, `emulator.reset()`).

export type {
  SeededTeam,
  SeededUser,
  SeedTeamOptions,
  SeedUserOptions,
} from "./actions/seed-test-data.js";
export { totpCode } from "./crypto/totp.js";
export { type EmailContents, emailContents } from "./outbox/read-email.js";
export {
  connectEmulator,
  type EmulatorConnection,
  type LatestEmail,
} from "./testing/connect-emulator.js";
