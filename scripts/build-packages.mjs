// `npm start`'s build: the four packages the emulator and the example app run from, and nothing
// else (the example is built by start.mjs itself). Without type declarations: they are for
// editors and type checks, took nine tenths of the build, and `pnpm build` makes them. Through
// turbo, whose cache makes the next start take seconds (`--no-dts` is part of the task's hash, so
// `pnpm build` never takes these builds for its own). Says in plain words what it is doing;
// turbo's and tsup's output is shown only when the build fails.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const PACKAGES = ["@app/core", "@app/react", "@app/ui", "@app/emulator"];
const TICK_MS = 15_000;

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (line) => console.log(`    ${line}`);

console.log(
  `==> Building ${PACKAGES.join(", ")} for the emulator and the example app ` +
    "(about a minute on a fresh clone, seconds once built)",
);

const turbo = spawn(
  "pnpm",
  [
    "exec",
    "turbo",
    "run",
    "build",
    ...PACKAGES.map((name) => `--filter=${name}`),
    "--output-logs=full",
    "--log-order=stream",
    "--log-prefix=task",
    "--",
    "--no-dts",
  ],
  {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  },
);

/** Everything turbo and the builds printed, to show if the build fails. */
const output = [];
const building = new Set();

function read(stream) {
  createInterface({ input: stream }).on("line", (line) => {
    output.push(line);
    const task = /^(@app\/[\w-]+):build: (.*)$/.exec(line);
    if (!task) return;
    const [, name, text] = task;
    if (text.startsWith("cache hit")) say(`${name} is up to date (built before)`);
    else if (text.startsWith("cache miss")) {
      building.add(name);
      say(`building ${name}`);
    }
  });
}
read(turbo.stdout);
read(turbo.stderr);

const ticker = setInterval(() => {
  say(`… still building (${elapsed()})`);
}, TICK_MS);

turbo.on("close", (code) => {
  clearInterval(ticker);
  if (code === 0) {
    console.log(
      `==> Built in ${elapsed()}` +
        (building.size > 0 ? " (type declarations for editors: pnpm build)" : ""),
    );
    return;
  }
  console.error(output.join("\n"));
  console.error(`\nThe build failed after ${elapsed()}: the output of turbo and tsup is above.`);
  process.exit(code ?? 1);
});
