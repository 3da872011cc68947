import type { EmulatorServices } from "../services/context.js";
import { seedState } from "./seed.js";

/**
 * Puts an emulator back in the state it started in: every record gone and the demo projects (and
 * users, unless started with `seed: false`) seeded again, the outbox and the request log empty,
 * no faults, the clock on real time. With a data directory, the file holds the fresh state once
 * this resolves. Signing keys and the projects' keys stay (with a data directory, its random
 * ones, written again to the emptied file).
 */
export async function resetState(services: EmulatorServices): Promise<void> {
  services.faults.clear();
  services.requests.clear();
  services.clock.reset();
  services.store.tables.clear();
  await seedState(services, { users: services.seedUsers });
  services.store.tables.commit();
}
