#!/usr/bin/env node
// A command-line program that logs its user in through the browser: it prints a link to the web
// app's cli-auth-confirm page, waits while the user confirms there (signed in), then keeps the
// session's refresh token and says who is logged in.
//
//   pnpm build && pnpm start                 # the emulator on :8102, the example app on :5173
//   node examples/cli-login/cli-login.mjs    # in another terminal
//
// Settings (environment): STACK_API_URL, STACK_PROJECT_ID, STACK_PUBLISHABLE_CLIENT_KEY and
// APP_URL (the web app that serves /handler/cli-auth-confirm). They default to `pnpm start`'s.
import { StackClientApp } from "@app/core";

const settings = {
  baseUrl: process.env.STACK_API_URL ?? "http://127.0.0.1:8102",
  projectId: process.env.STACK_PROJECT_ID ?? "00000000-0000-4000-8000-000000000001",
  publishableClientKey:
    process.env.STACK_PUBLISHABLE_CLIENT_KEY ?? "pck_emulator_demo_not_a_secret_0000000000000001",
  appUrl: process.env.APP_URL ?? "http://localhost:5173",
};

/**
 * Logs in and returns the signed-in user. `show` prints the link (default: to the terminal);
 * the other options pass through to `promptCliLogin` (`maxAttempts`, `waitTimeMillis`…).
 */
export async function logIn({ show = (line) => console.log(line), ...options } = {}) {
  const app = new StackClientApp({
    baseUrl: settings.baseUrl,
    projectId: settings.projectId,
    publishableClientKey: settings.publishableClientKey,
    tokenStore: "memory",
  });
  const result = await app.promptCliLogin({
    appUrl: settings.appUrl,
    promptLink: (url, loginCode) => {
      show(`To log in, open this page and confirm (login code ${loginCode}):`);
      show(`  ${url}`);
    },
    ...options,
  });
  if (result.status === "error") throw result.error;
  const refreshToken = result.data;
  // A program would save the refresh token (in the OS keychain, say) to stay logged in.
  const user = await app.getUser({ tokenStore: { accessToken: null, refreshToken } });
  return { user, refreshToken };
}

const isMain = import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  try {
    const { user } = await logIn();
    console.log(`Logged in as ${user?.primaryEmail ?? user?.displayName ?? user?.id}.`);
  } catch (error) {
    console.error(`Login failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
