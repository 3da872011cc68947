import type { RunningEmulator } from "@app/emulator";

/**
 * The running product: the example app's URL, the emulator (in this process, with its clock,
 * faults and request log), and a way to stop both.
 */
export interface Stack {
  /** The example app, on `localhost` when it listens on loopback (passkeys need a domain). */
  appUrl: string;
  /** The emulator's URL, on `localhost` likewise (`emulator.url` keeps the address it bound). */
  apiUrl: string;
  emulator: RunningEmulator;
  stop(): Promise<void>;
}

export function freePort(host?: string): Promise<number>;
export function startStack(options?: {
  emulatorPort?: number;
  appPort?: number;
  host?: string;
  /** The folder of examples/ to build and serve; default `react-vite`. */
  example?: string;
}): Promise<Stack>;
