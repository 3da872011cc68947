// `npm start`, after install and build: the emulator on :8102 and the example app on :5173.
import { startStack } from "./stack.mjs";

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8102);
const appPort = Number(process.env.APP_PORT ?? 5173);

const started = Date.now();
console.log("==> Starting the emulator and building the example app (vite build)");
const stack = await startStack({ emulatorPort, appPort }).catch((error) => {
  console.error(`Could not start: ${error.message}`);
  console.error("Is another process using the port? Set EMULATOR_PORT / APP_PORT to change them.");
  process.exit(1);
});
const { DEMO_USER } = await import("../packages/emulator/dist/index.js");
const { emulator } = stack;
console.log(`    ready (${Math.round((Date.now() - started) / 1000)} s)`);

// localhost, not 127.0.0.1: passkeys need a domain (WebAuthn refuses an IP address), and the CLI
// example's links open localhost, whose cookies 127.0.0.1 does not share.
console.log(`
  Example app   ${stack.appUrl}
  Emulator API  ${stack.apiUrl}
  Dashboard     ${stack.apiUrl}/
  Sign in with  ${DEMO_USER.email} / ${DEMO_USER.password}

  The demo project (for your own app's .env, scripts and the examples):
    Project id              ${emulator.projectId}
    Publishable client key  ${emulator.publishableClientKey}
    Secret server key       ${emulator.secretServerKey}
    Super secret admin key  ${emulator.superSecretAdminKey}

  Command-line login:  node examples/cli-login/cli-login.mjs

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
