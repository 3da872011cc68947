/** The running product: the example app's URL, the emulator, and a way to stop both. */
export interface Stack {
  /** The example app, on `localhost` when it listens on loopback (passkeys need a domain). */
  appUrl: string;
  /** The emulator's URL, on `localhost` likewise (`emulator.url` keeps the address it bound). */
  apiUrl: string;
  emulator: {
    url: string;
    projectId: string;
    publishableClientKey: string;
    secretServerKey: string;
    superSecretAdminKey: string;
    stop(): Promise<void>;
  };
  stop(): Promise<void>;
}

export function freePort(host?: string): Promise<number>;
export function startStack(options?: {
  emulatorPort?: number;
  appPort?: number;
  host?: string;
}): Promise<Stack>;
