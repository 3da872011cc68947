// `npm start`, after install and build: the emulator on :8102 and the example app on :5173.
import { startStack } from "./stack.mjs";

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8102);
const appPort = Number(process.env.APP_PORT ?? 5173);

const stack = await startStack({ emulatorPort, appPort }).catch((error) => {
  console.error(`Could not start: ${error.message}`);
  console.error("Is another process using the port? Set EMULATOR_PORT / APP_PORT to change them.");
  process.exit(1);
});
const { DEMO_USER } = await import("../packages/emulator/dist/index.js");

console.log(`
  Example app   ${stack.appUrl}
  Emulator API  ${stack.emulator.url}
  Dashboard     ${stack.emulator.url}/
  Sign in with  ${DEMO_USER.email} / ${DEMO_USER.password}

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
