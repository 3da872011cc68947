// @app/emulator: a local implementation of the hosted service's REST API (WIRE.md).

export { DEMO_ADMIN_USER, DEMO_PROJECT, DEMO_USER, INTERNAL_PROJECT } from "./actions/seed.js";
export type {
  SeededTeam,
  SeededUser,
  SeedTeamOptions,
  SeedUserOptions,
} from "./actions/seed-test-data.js";
export { type CliIo, DEFAULT_CLI_PORT, runCli } from "./cli/cli.js";
export { DEFAULT_PASSWORD_HASH_COST } from "./crypto/passwords.js";
export { totpCode } from "./crypto/totp.js";
export type { FaultDefinition } from "./faults/fault-definition.js";
export type { EmulatorFaults, Fault } from "./faults/fault-registry.js";
export type { AllowedOrigins } from "./http/allowed-origins.js";
export type { AllowedHosts } from "./http/control-access.js";
export { followMockOAuth, type MockOAuthIdentity } from "./oauth/follow-mock-oauth.js";
export type { OutboxEmail } from "./outbox/outbox.js";
export type { EmailContents, OutboxReaders } from "./outbox/read-email.js";
export type { LoggedRequest } from "./requests/request-log.js";
export {
  DEFAULT_ACCESS_TOKEN_LIFETIME_MS,
  type EmulatorClock,
  type EmulatorOAuth,
  type EmulatorOptions,
  type EmulatorOutbox,
  type EmulatorRequests,
  type EmulatorSeed,
  type RunningEmulator,
  startEmulator,
} from "./server/start-emulator.js";
export {
  type SoftwareAuthenticationOptions,
  type SoftwareAuthenticationResponse,
  type SoftwareAuthenticator,
  type SoftwareRegistrationOptions,
  type SoftwareRegistrationResponse,
  softwareAuthenticator,
} from "./webauthn/software-authenticator.js";
