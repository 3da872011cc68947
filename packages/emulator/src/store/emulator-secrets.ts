import type { ProjectKeys } from "./project-store.js";
import { randomToken } from "./random.js";
import type { Tables } from "./tables.js";

/**
 * The secrets of one emulator: what its access tokens' signing keys are derived from, and the
 * keys of the projects it seeds. In memory they are fixed and public (the demo keys); with a data
 * directory they are made at random on the first start and kept in the data file.
 */
export interface EmulatorSecrets {
  /** The secret every project's token signing keys are derived from (see `SigningKeys`). */
  signingKeySecret: string;
  /** The keys of the demo project. */
  demo: ProjectKeys;
  /** The keys of the `internal` project. */
  internal: ProjectKeys;
}

const TABLE = "secrets";
const KEY = "emulator";

/**
 * The secrets kept in `tables`, or undefined when there are none (in memory, or a data file
 * written before the emulator kept them).
 *
 * @example
 * ```ts
 * const secrets = storedSecrets(tables) ?? randomSecrets(INTERNAL_PROJECT.publishableClientKey);
 * ```
 */
export function storedSecrets(tables: Tables): EmulatorSecrets | undefined {
  return tables.map<EmulatorSecrets>(TABLE).get(KEY);
}

/**
 * Keeps `secrets` in `tables`: written to the data file with the next commit, and again after a
 * reset (which empties every table).
 *
 * @example
 * ```ts
 * saveSecrets(services.store.tables, services.secrets);
 * ```
 */
export function saveSecrets(tables: Tables, secrets: EmulatorSecrets): void {
  tables.map<EmulatorSecrets>(TABLE).set(KEY, secrets);
}

/** A project's three keys, each 24 random bytes after its kind's prefix. */
function randomKeys(): ProjectKeys {
  return {
    publishableClientKey: `pck_${randomToken(24)}`,
    secretServerKey: `ssk_${randomToken(24)}`,
    superSecretAdminKey: `sak_${randomToken(24)}`,
  };
}

/**
 * New random secrets: a signing secret of 32 random bytes and random project keys, but for the
 * `internal` project's publishable client key, which stays `internalPublishableClientKey` (a
 * publishable key is no secret: it gives client access, which any page has anyway).
 *
 * @example
 * ```ts
 * const secrets = randomSecrets(INTERNAL_PROJECT.publishableClientKey);
 * ```
 */
export function randomSecrets(internalPublishableClientKey: string): EmulatorSecrets {
  return {
    signingKeySecret: randomToken(32),
    demo: randomKeys(),
    internal: { ...randomKeys(), publishableClientKey: internalPublishableClientKey },
  };
}
