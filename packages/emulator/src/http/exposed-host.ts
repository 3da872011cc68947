import { isIP } from "node:net";

/**
 * Whether listening on `host` keeps the emulator to this machine: `localhost`, a `127.x.x.x`
 * address or `::1`. Any other address (`0.0.0.0`, `::`, a network interface's) or name may be
 * reached from other machines.
 *
 * @example
 * ```ts
 * isLoopbackHost("127.0.0.1"); // true
 * isLoopbackHost("0.0.0.0"); // false
 * ```
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  // The URL parser writes an IPv6 address in its shortest form: `::1` however it was written.
  return isIP(name) === 6 && new URL(`http://[${name}]`).hostname === "[::1]";
}

/**
 * The warning printed when the emulator listens where other machines may reach it, or undefined
 * on loopback: its controls answer at any IP address without a key, and in memory its keys are
 * the public demo keys.
 *
 * @example
 * ```ts
 * exposedHostWarning("0.0.0.0", { publicKeys: true }); // "warning: listening on 0.0.0.0, …"
 * exposedHostWarning("127.0.0.1", { publicKeys: true }); // undefined
 * ```
 */
export function exposedHostWarning(
  host: string,
  { publicKeys }: { publicKeys: boolean },
): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  const keys = publicKeys
    ? ", and its API with the demo project's public keys (server and admin access included)"
    : "";
  return `warning: listening on ${host}, which other machines can reach: anyone on your network can use the emulator's controls (/emulator/…: every sent e-mail and its codes, reset, seeding) and its dashboard${keys}. Listen on 127.0.0.1 (the default) unless you mean to share it.`;
}
