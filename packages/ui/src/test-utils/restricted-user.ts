import type { emulatorPerTest } from "../../../../test/emulator-per-test.js";

/**
 * A new user with an unverified email (new@example.com), signed in on a project that requires
 * verified ones: a restricted user, whom the handler pages send to onboarding.
 *
 * @example
 * ```ts
 * const { app, navigate } = await restrictedUser(emulator);
 * ```
 */
export async function restrictedUser(emulator: ReturnType<typeof emulatorPerTest>) {
  await emulator.overrideConfig({ "onboarding.requireEmailVerification": true });
  const test = emulator.createApp();
  await test.app.signUpWithCredential({
    email: "new@example.com",
    password: "long-enough-password",
    noRedirect: true,
  });
  return test;
}
