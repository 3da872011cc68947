// The emulator as a process: time until ready, memory, and 2,000 mixed API requests at 50 in
// flight (sign-ins, reads of the user and the project, profile updates): throughput, latency,
// errors and memory after. Needs `pnpm build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BIN = fileURLToPath(new URL("../packages/emulator/dist/bin.js", import.meta.url));
const DEMO = { email: "demo@example.com", password: "demo-password" };

/** Starts the emulator's command on a free port; resolves with its handle once it is ready. */
export async function spawnEmulator(args = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, "--port", "0", "--quiet", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const ready = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line));
    });
    child.once("exit", (code) =>
      reject(new Error(`the emulator exited with ${code}: ${stderr.trim()}`)),
    );
  });
  return {
    ...ready,
    readyMs: performance.now() - started,
    rssBytes: () => rssOf(child.pid),
    kill: () => ended(child, "SIGKILL"),
    stop: () => ended(child, "SIGTERM"),
  };
}

/** Sends `signal` and resolves once the process has exited (at once if it already had). */
function ended(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Sends `total` mixed requests with `inFlight` at a time; returns figures and every failure. */
export async function mixedLoad(emulator, { total = 2000, inFlight = 50 } = {}) {
  const headers = {
    "content-type": "application/json",
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": emulator.publishableClientKey,
  };
  const api = (path, init = {}) =>
    fetch(`${emulator.url}/api/v1${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const signIn = () =>
    api("/auth/password/sign-in", { method: "POST", body: JSON.stringify(DEMO) });
  const first = await (await signIn()).json();
  const auth = { "x-stack-access-token": first.access_token };
  const kinds = [
    ["sign-in", signIn],
    ["GET /users/me", () => api("/users/me", { headers: auth })],
    ["GET /users/me", () => api("/users/me", { headers: auth })],
    ["GET /users/me", () => api("/users/me", { headers: auth })],
    ["GET /projects/current", () => api("/projects/current")],
    ["GET /projects/current", () => api("/projects/current")],
    ["GET /projects/current", () => api("/projects/current")],
    [
      "PATCH /users/me",
      (i) =>
        api("/users/me", {
          method: "PATCH",
          headers: auth,
          body: JSON.stringify({ client_metadata: { i } }),
        }),
    ],
    [
      "PATCH /users/me",
      (i) =>
        api("/users/me", {
          method: "PATCH",
          headers: auth,
          body: JSON.stringify({ display_name: `Load ${i}` }),
        }),
    ],
    ["sign-in", signIn],
  ];
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const [kind, send] = kinds[i % kinds.length];
      const t0 = performance.now();
      try {
        const response = await send(i);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${kind}: ${response.status}`);
      } catch (error) {
        failures.push(`${kind}: ${error.message}`);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    total,
    inFlight,
    elapsedMs,
    perSecond: (total / elapsedMs) * 1000,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    failures,
  };
}

/** Prints the emulator's start time, memory and throughput under the mixed load. */
export async function benchEmulator() {
  const starts = [];
  for (let i = 0; i < 3; i++) {
    const emulator = await spawnEmulator();
    starts.push(emulator.readyMs);
    await emulator.stop();
  }
  // With --data-dir: a first start creates the file, the next ones read it back.
  const dataDir = mkdtempSync(join(tmpdir(), "emulator-bench-"));
  const persistentStarts = [];
  try {
    for (let i = 0; i < 4; i++) {
      const persistent = await spawnEmulator(["--data-dir", dataDir]);
      if (i > 0) persistentStarts.push(persistent.readyMs);
      if (i === 0) await mixedLoad(persistent, { total: 500, inFlight: 50 });
      await persistent.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  persistentStarts.sort((a, b) => a - b);
  const emulator = await spawnEmulator();
  try {
    const rssIdle = emulator.rssBytes();
    const load = await mixedLoad(emulator);
    const rssAfter = emulator.rssBytes();
    const again = await mixedLoad(emulator);
    const rssAgain = emulator.rssBytes();
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const ms = (value) => `${value.toFixed(0)} ms`;
    starts.sort((a, b) => a - b);
    console.log("\n| emulator (its command, this machine) | figure |");
    console.log("|---|---:|");
    const goal = (value) => `${ms(value)} (goal < 1000 ms${value < 1000 ? ", met" : ", MISSED"})`;
    console.log(`| ready after start (median of 3, process spawn included) | ${goal(starts[1])} |`);
    console.log(
      `| ready after start with --data-dir holding state (median of 3) | ${goal(persistentStarts[1])} |`,
    );
    console.log(`| memory (RSS) when ready | ${mb(rssIdle)} |`);
    for (const [name, run, rss] of [
      ["first", load, rssAfter],
      ["second", again, rssAgain],
    ]) {
      console.log(
        `| ${name} 2,000 mixed requests at 50 in flight | ${Math.round(run.perSecond)} req/s, p50 ${ms(run.p50Ms)}, p95 ${ms(run.p95Ms)}, ${run.failures.length} errors, RSS after ${mb(rss)} |`,
      );
    }
    return { starts, load, again, rssIdle, rssAfter, rssAgain };
  } finally {
    await emulator.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEmulator();
