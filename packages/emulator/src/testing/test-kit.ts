import { resetState } from "../actions/reset-state.js";
import {
  type SeededTeam,
  type SeededUser,
  type SeedTeamOptions,
  type SeedUserOptions,
  seedTeam,
  seedUser,
} from "../actions/seed-test-data.js";
import type { Outbox, OutboxEmail } from "../outbox/outbox.js";
import { type OutboxReaders, outboxReaders } from "../outbox/read-email.js";
import type { EmulatorServices } from "../services/context.js";
import { asOptionsError } from "./seed-errors.js";

/**
 * The outbox of a running emulator: what `/emulator/outbox` serves, newest first, and readers of
 * the newest e-mail to an address (its link, the link's code, the one-time password of a sign-in
 * e-mail), which throw an error naming the address when nothing was sent there.
 *
 * @example
 * ```ts
 * await app.sendForgotPasswordEmail("ada@example.com");
 * const code = emulator.outbox.latestCode("ada@example.com");
 * await app.resetPassword({ code, password: "a new password" });
 * ```
 *
 * @interface
 */
export type EmulatorOutbox = Pick<Outbox, "list" | "clear"> & OutboxReaders<OutboxEmail>;

/**
 * Test data made through the emulator's own actions (the project's default permissions and
 * personal teams apply), in the demo project unless `projectId` says otherwise. Bad options are a
 * `TypeError` naming the option; a taken e-mail or a weak password are the API's known errors.
 *
 * @example
 * ```ts
 * const ada = await emulator.seed.user({ email: "ada@example.com", password: "correct horse" });
 * const bob = await emulator.seed.user({ email: "bob@example.com" });
 * const team = await emulator.seed.team({ displayName: "Acme", creator: ada.id, members: [bob.id] });
 * ```
 */
export interface EmulatorSeed {
  /** Adds a user to the emulator's store. */
  user(options: SeedUserOptions): Promise<SeededUser>;
  /** Adds a team with its members. */
  team(options: SeedTeamOptions): Promise<SeededTeam>;
}

/** The parts of a running emulator's handle that set tests up. */
export interface TestKit {
  outbox: EmulatorOutbox;
  seed: EmulatorSeed;
  reset(): Promise<void>;
}

/**
 * The handle's outbox readers, seeding and reset. What they change is written at once (with a
 * data directory, before they resolve), as a request's changes are.
 */
export function testKit(services: EmulatorServices): TestKit {
  const { outbox, store } = services;
  const seeding = async <T>(method: string, seed: () => T | Promise<T>): Promise<T> => {
    try {
      return await seed();
    } catch (error) {
      throw asOptionsError(method, error);
    } finally {
      store.tables.commit();
    }
  };
  return {
    outbox: {
      list: (filter) => outbox.list(filter),
      clear: () => {
        outbox.clear();
        store.tables.commit();
      },
      ...outboxReaders((to) => outbox.list({ to })),
    },
    seed: {
      user: (options) => seeding("seed.user()", () => seedUser(services, options)),
      team: (options) => seeding("seed.team()", () => seedTeam(services, options)),
    },
    reset: () => resetState(services),
  };
}
