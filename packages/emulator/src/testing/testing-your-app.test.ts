// The vitest example of docs/emulator.md ("Testing your app"), run as written: one emulator for
// the file, a reset after each test, users seeded and codes read from the outbox.
import { StackClientApp } from "@app/core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../server/start-emulator.js";

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.stop());

const newApp = () =>
  new StackClientApp({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    tokenStore: "memory",
    redirectMethod: "none",
  });

it("resets a forgotten password", async () => {
  await emulator.seed.user({ email: "ada@example.com", password: "an old password" });
  const app = newApp();
  await app.sendForgotPasswordEmail("ada@example.com", {
    callbackUrl: "http://localhost:3000/handler/password-reset",
  });
  const code = emulator.outbox.latestCode("ada@example.com");
  expect((await app.resetPassword({ code, password: "a new password" })).status).toBe("ok");
  const signIn = await app.signInWithCredential({
    email: "ada@example.com",
    password: "a new password",
  });
  expect(signIn.status).toBe("ok");
});

it("starts each test from the seeded state: the previous test's user is gone", async () => {
  const app = newApp();
  const signIn = await app.signInWithCredential({
    email: "ada@example.com",
    password: "a new password",
  });
  expect(signIn.status).toBe("error");
  expect(emulator.outbox.list()).toEqual([]);
});
