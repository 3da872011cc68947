import { randomToken } from "./random.js";
import { Tables } from "./tables.js";

/** How long a passkey ceremony may take between its initiation and its answer: 5 minutes. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** A registered passkey: the public key of a credential that signs a user in. */
export interface PasskeyCredentialRecord {
  /** The credential id, base64url. */
  id: string;
  projectId: string;
  userId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  /** The authenticator's signature counter at the last use. */
  counter: number;
  transports: string[];
  createdAtMillis: number;
}

/** A ceremony under way: the challenge the browser must sign, under the `code` the client holds. */
export interface PasskeyChallengeRecord {
  code: string;
  projectId: string;
  kind: "registration" | "authentication";
  /** base64url, as the options carry it. */
  challenge: string;
  /** The user who registers; null for sign-in, where the credential names the user. */
  userId: string | null;
  expiresAtMillis: number;
}

/**
 * Passkeys of every project: registered credentials and the challenges of ceremonies under way.
 * A challenge works once: taking it removes it.
 *
 * @example
 * ```ts
 * const { code } = passkeys.startCeremony({ projectId, kind: "registration", challenge, userId });
 * const ceremony = passkeys.takeCeremony(projectId, "registration", code); // once
 * ```
 */
export class PasskeyStore {
  readonly #credentials: Map<string, PasskeyCredentialRecord>;
  readonly #challenges: Map<string, PasskeyChallengeRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#credentials = tables.map("passkeys.credentials");
    this.#challenges = tables.map("passkeys.ceremonies");
  }

  startCeremony(input: Omit<PasskeyChallengeRecord, "code" | "expiresAtMillis">) {
    const record: PasskeyChallengeRecord = {
      ...input,
      code: randomToken(),
      expiresAtMillis: this.#now() + PASSKEY_CHALLENGE_LIFETIME_MS,
    };
    this.#challenges.set(record.code, record);
    return record;
  }

  /** The unexpired ceremony of this kind under `code`, removed; undefined otherwise. */
  takeCeremony(
    projectId: string,
    kind: PasskeyChallengeRecord["kind"],
    code: string,
  ): PasskeyChallengeRecord | undefined {
    const record = this.#challenges.get(code);
    if (!record || record.projectId !== projectId || record.kind !== kind) return undefined;
    this.#challenges.delete(code);
    return record.expiresAtMillis > this.#now() ? record : undefined;
  }

  addCredential(input: Omit<PasskeyCredentialRecord, "createdAtMillis">): PasskeyCredentialRecord {
    const record = { ...input, createdAtMillis: this.#now() };
    this.#credentials.set(`${input.projectId} ${input.id}`, record);
    return record;
  }

  getCredential(projectId: string, id: string): PasskeyCredentialRecord | undefined {
    return this.#credentials.get(`${projectId} ${id}`);
  }

  /** The credentials a user registered, oldest first. */
  listOfUser(projectId: string, userId: string): PasskeyCredentialRecord[] {
    return [...this.#credentials.values()].filter(
      (c) => c.projectId === projectId && c.userId === userId,
    );
  }

  /** Forgets a user's passkeys (the user was deleted). */
  deleteUser(projectId: string, userId: string): void {
    for (const credential of this.listOfUser(projectId, userId)) {
      this.#credentials.delete(`${projectId} ${credential.id}`);
    }
  }

  /** Forgets every passkey and ceremony of a project. */
  deleteProject(projectId: string): void {
    for (const [key, credential] of this.#credentials) {
      if (credential.projectId === projectId) this.#credentials.delete(key);
    }
    for (const [key, challenge] of this.#challenges) {
      if (challenge.projectId === projectId) this.#challenges.delete(key);
    }
  }
}
