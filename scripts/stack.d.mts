/** The running product: the example app's URL, the emulator, and a way to stop both. */
export interface Stack {
  appUrl: string;
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
