// Helpers of the team and permission route tests: users that act as clients, and teams.
import { expect } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import { type CallOptions, call, signUp } from "./harness.js";

/** A signed-up user of the demo project who calls the API as a client. */
export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  /** Calls the API with client access as this user. */
  call(method: string, path: string, options?: CallOptions): ReturnType<typeof call>;
}

/** Signs up a new user on the demo project. */
export async function newUser(emulator: RunningEmulator): Promise<TestUser> {
  const tokens = await signUp(emulator);
  return {
    id: tokens.user_id,
    email: tokens.email,
    accessToken: tokens.access_token,
    call: (method, path, options = {}) =>
      call(emulator, method, path, { accessToken: tokens.access_token, ...options }),
  };
}

/** Calls the API with server access. */
export function asServer(emulator: RunningEmulator, method: string, path: string, body?: unknown) {
  return call(emulator, method, path, {
    access: "server",
    ...(body === undefined ? {} : { body }),
  });
}

/** Calls the API with admin access. */
export function asAdmin(emulator: RunningEmulator, method: string, path: string, body?: unknown) {
  return call(emulator, method, path, { access: "admin", ...(body === undefined ? {} : { body }) });
}

/** Creates a team as `user` (client access), who becomes its creator; returns its id. */
export async function createTeamAs(user: TestUser, displayName = "Team"): Promise<string> {
  const res = await user.call("POST", "/teams", {
    body: { display_name: displayName, creator_user_id: "me" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** Adds `user` to a team with server access (member defaults). */
export async function addToTeam(emulator: RunningEmulator, teamId: string, userId: string) {
  const res = await asServer(emulator, "POST", `/team-memberships/${teamId}/${userId}`, {});
  expect(res.status, res.text).toBe(201);
}
