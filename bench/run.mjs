// pnpm bench: the first load of fixed entry points built with esbuild (code splitting on) and with
// Vite, each against its budget (bench/sizes.mjs; the exit code is 1 when one is over), beside
// reference SDKs bundled in the same run; then token verification, requests per flow, the
// emulator's own figures and cross-tab sessions. Needs `pnpm build` first. References are
// installed once into bench/.refs (npm registry access needed then).
import { existsSync } from "node:fs";
import { benchCrossTab } from "./cross-tab.mjs";
import { benchEmulator } from "./emulator-load.mjs";
import { benchNextApp } from "./next-app.mjs";
import { benchRequests } from "./requests.mjs";
import { benchSizes, refsDir } from "./sizes.mjs";
import { benchVerify } from "./verify.mjs";

// Bundle sizes first (bench/sizes.mjs): the exit code is 1 when a first load is over its budget.
const within = await benchSizes();
process.exitCode = within ? 0 : 1;

// Separate sections: local access token verification (bench/verify.mjs), requests per flow
// counted at the emulator for ours and the reference SDK (bench/requests.mjs), the emulator's
// start time, memory and throughput (bench/emulator-load.mjs), and how fast a sign-in or sign-out
// reaches another tab, beside the cookie poll (bench/cross-tab.mjs).
await benchVerify(existsSync(`${refsDir}/node_modules/@stackframe/js`) ? refsDir : null);
await benchRequests(refsDir);
await benchEmulator();
await benchCrossTab();
// The Next.js example's first loads beside the same pages on @stackframe/stack (bench/next-app.mjs).
await benchNextApp(refsDir);
