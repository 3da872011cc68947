/**
 * The host names the emulator's controls and dashboard answer at besides `localhost` (and
 * `*.localhost`), IP addresses and the host it listens on: `.example.test` stands for
 * `example.test` and every name under it; `true` answers at any name, which leaves the controls
 * open to DNS rebinding.
 *
 * @example
 * ```ts
 * const allowedHosts: AllowedHosts = ["emulator", ".dev.internal"]; // a container's name, a domain you control
 * ```
 */
export type AllowedHosts = readonly string[] | true;
