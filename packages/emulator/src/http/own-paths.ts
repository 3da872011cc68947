/**
 * Whether a path is the emulator's own rather than the API's: the dashboard at `/` and
 * everything under `/emulator/`. Faults never apply to them and the request log leaves them out,
 * so that a fault on `/**` cannot lock a tester out of the dashboard that clears it.
 *
 * @example
 * ```ts
 * isEmulatorOwnPath("/emulator/faults"); // true
 * isEmulatorOwnPath("/api/v1/users/me"); // false
 * ```
 */
export function isEmulatorOwnPath(path: string): boolean {
  return path === "/" || path === "/emulator" || path.startsWith("/emulator/");
}
