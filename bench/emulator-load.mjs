// The emulator as a process: time until ready, memory, and 2,000 mixed API requests at 50 in
// flight (sign-ins, reads of the user and the project, profile updates), sent with node:http
// (keep-alive) and, for comparison with earlier figures, with fetch: throughput, latency,
// errors and memory after; then request latency as its data grows to 50,000 users, in memory and
// with --data-dir. Needs `pnpm build` first. The machine's load average is printed beside the
// figures: on a loaded machine every latency grows.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
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

/**
 * The clients the mixed load can send with: `http` (the default) is node:http with a keep-alive
 * agent of `inFlight` sockets; `fetch` is Node's fetch (undici), which costs the load generator
 * about as much CPU per request as the emulator spends answering it, on the same two cores.
 */
export const LOAD_CLIENTS = ["http", "fetch"];

/** A function that sends one request and resolves with its status and body once read. */
function loadClient(client, inFlight) {
  if (client === "fetch") {
    return async (url, init) => {
      const response = await fetch(url, init);
      return { status: response.status, body: await response.text() };
    };
  }
  if (client !== "http")
    throw new TypeError(`client must be one of ${LOAD_CLIENTS}, got ${client}`);
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const send = (url, { method = "GET", headers, body }) =>
    new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  send.close = () => agent.destroy();
  return send;
}

/**
 * Sends `total` mixed requests with `inFlight` at a time through `client` (see
 * {@link LOAD_CLIENTS}); returns figures and every failure.
 */
export async function mixedLoad(emulator, { total = 2000, inFlight = 50, client = "http" } = {}) {
  const headers = {
    "content-type": "application/json",
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": emulator.publishableClientKey,
  };
  const send = loadClient(client, inFlight);
  const api = (path, init = {}) =>
    send(`${emulator.url}/api/v1${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const signIn = () =>
    api("/auth/password/sign-in", { method: "POST", body: JSON.stringify(DEMO) });
  const first = JSON.parse((await signIn()).body);
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
  // Every latency, in the order sent: the first `inFlight` go out together, each on a new
  // connection, which the emulator accepts one per turn of its event loop (see
  // LoadFigures.openingMaxMs).
  const inOrder = new Array(total);
  const byKind = new Map();
  const failures = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const [kind, sendKind] = kinds[i % kinds.length];
      const t0 = performance.now();
      try {
        const response = await sendKind(i);
        if (response.status !== 200) failures.push(`${kind}: ${response.status}`);
      } catch (error) {
        failures.push(`${kind}: ${error.message}`);
      }
      const ms = performance.now() - t0;
      inOrder[i] = ms;
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(ms);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsedMs = performance.now() - started;
  send.close?.();
  const perKind = Object.fromEntries(
    [...byKind].map(([kind, values]) => [
      kind,
      { p50Ms: quantile(values, 0.5), p95Ms: quantile(values, 0.95) },
    ]),
  );
  // Copies: `quantile` sorts `inOrder` in place below.
  const opening = inOrder.slice(0, inFlight);
  const rest = inOrder.slice(inFlight);
  return {
    client,
    total,
    inFlight,
    elapsedMs,
    openingMaxMs: Math.max(...opening),
    restP95Ms: quantile(rest, 0.95),
    perSecond: (total / elapsedMs) * 1000,
    p50Ms: quantile(inOrder, 0.5),
    p95Ms: quantile(inOrder, 0.95),
    byKind: perKind,
    failures,
  };
}

/** The `q` quantile of `values` (sorts them in place). */
function quantile(values, q) {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(q * values.length))];
}

/** The user counts of the growth table. */
export const GROWTH_SIZES = [0, 1_000, 10_000, 50_000];

/** Latency samples per request kind and size of the growth table, sent one at a time. */
const GROWTH_SAMPLES = 200;

/**
 * Adds users without a password (no hashing) through the API, `inFlight` at a time. A request
 * whose connection broke is sent again (on a loaded machine, a client slower than the server's
 * 5 s keep-alive timeout can send on a connection the server is closing).
 */
async function addUsers(emulator, count, inFlight = 50) {
  const headers = serverHeaders(emulator);
  let next = 0;
  const create = async (tries = 3) => {
    try {
      return await fetch(`${emulator.url}/api/v1/users`, {
        method: "POST",
        headers,
        body: JSON.stringify({ primary_email: `grow-${crypto.randomUUID()}@example.com` }),
      });
    } catch (error) {
      if (tries <= 1) throw error;
      return create(tries - 1);
    }
  };
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await create();
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`creating a user answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

function serverHeaders(emulator) {
  return {
    "content-type": "application/json",
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "server",
    "x-stack-secret-server-key": emulator.secretServerKey,
  };
}

/** Median and p95 of `GROWTH_SAMPLES` requests sent one after the other. */
async function sequentialLatency(send) {
  const latencies = [];
  for (let i = 0; i < GROWTH_SAMPLES; i++) {
    const t0 = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (response.status >= 300) throw new Error(`a growth sample answered ${response.status}`);
  }
  return { p50Ms: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
}

/**
 * Request latency as the emulator's data grows: `GET /projects/current` and user creation (no
 * password), one at a time, at each user count of `sizes`, in memory or with `--data-dir`. The
 * users are added through the API between the rows, 50 at a time; the users a row's samples
 * create are deleted after it, and a warm-up round (also deleted) runs before the first row.
 */
export async function growth({ sizes = GROWTH_SIZES, dataDir = false } = {}) {
  const dir = dataDir ? mkdtempSync(join(tmpdir(), "emulator-growth-")) : null;
  const emulator = await spawnEmulator(dir ? ["--data-dir", dir] : []);
  const client = {
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": emulator.publishableClientKey,
  };
  const server = serverHeaders(emulator);
  const api = (path, init = {}) => fetch(`${emulator.url}/api/v1${path}`, init);
  const measure = async (label) => {
    const created = [];
    const project = await sequentialLatency(() => api("/projects/current", { headers: client }));
    const create = await sequentialLatency(async (i) => {
      const response = await api("/users", {
        method: "POST",
        headers: server,
        body: JSON.stringify({ primary_email: `sample-${label}-${i}@example.com` }),
      });
      created.push((await response.clone().json()).id);
      return response;
    });
    for (const id of created) {
      const response = await api(`/users/${id}`, { method: "DELETE", headers: server });
      await response.arrayBuffer();
    }
    return { project, create };
  };
  const rows = [];
  try {
    await measure("warm-up");
    let users = 0;
    for (const size of sizes) {
      await addUsers(emulator, size - users);
      users = size;
      rows.push({ users: size, ...(await measure(size)), rssBytes: emulator.rssBytes() });
    }
  } finally {
    await emulator.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Prints the growth table of both modes; the last row must stay within 2× of the first. */
export async function benchGrowth(sizes = GROWTH_SIZES) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\n| users (load average ${loadAverage()}) | GET /projects/current p50 / p95 | create a user p50 / p95 | with --data-dir: GET /projects/current | with --data-dir: create a user |`,
  );
  console.log("|---:|---:|---:|---:|---:|");
  const memory = await growth({ sizes });
  const persistent = await growth({ sizes, dataDir: true });
  memory.forEach((row, i) => {
    const file = persistent[i];
    const cell = (figure) => `${ms(figure.p50Ms)} / ${ms(figure.p95Ms)}`;
    console.log(
      `| ${row.users.toLocaleString("en")} | ${cell(row.project)} | ${cell(row.create)} | ${cell(file.project)} | ${cell(file.create)} |`,
    );
  });
  const verdicts = [];
  for (const [mode, rows] of [
    ["in memory", memory],
    ["--data-dir", persistent],
  ]) {
    for (const kind of ["project", "create"]) {
      const first = rows[0][kind].p50Ms;
      const last = rows.at(-1)[kind].p50Ms;
      const ratio = last / first;
      verdicts.push(
        `${mode} ${kind === "project" ? "GET /projects/current" : "create a user"}: ${ratio.toFixed(2)}× (goal ≤ 2×${ratio <= 2 ? ", met" : ", MISSED"})`,
      );
    }
  }
  console.log(`\nlast row / first row (p50): ${verdicts.join("; ")}`);
  return { memory, persistent };
}

/** The 1, 5 and 15 minute load averages, to read a run's figures against. */
export function loadAverage() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
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
  // The same load through fetch, on an emulator of its own, as it was measured before node:http.
  const viaFetch = await spawnEmulator();
  const fetchRounds = [];
  try {
    for (let i = 0; i < 2; i++) fetchRounds.push(await mixedLoad(viaFetch, { client: "fetch" }));
  } finally {
    await viaFetch.stop();
  }
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
    console.log(
      `\n| emulator (its command, this machine; load average ${loadAverage()}) | figure |`,
    );
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
      const p95 = `p95 ${ms(run.p95Ms)} (goal < 50 ms${run.p95Ms < 50 ? ", met" : ", MISSED"})`;
      console.log(
        `| ${name} 2,000 mixed requests at 50 in flight (node:http client) | ${Math.round(run.perSecond)} req/s, p50 ${ms(run.p50Ms)}, ${p95}, ${run.failures.length} errors, RSS after ${mb(rss)} |`,
      );
      console.log(
        `| … its opening 50 requests, sent together / p95 of the 1,950 after them | slowest ${ms(run.openingMaxMs)} / p95 ${ms(run.restP95Ms)} |`,
      );
    }
    fetchRounds.forEach((run, i) => {
      console.log(
        `| ${i === 0 ? "first" : "second"} 2,000 mixed requests at 50 in flight (fetch client, as measured before) | ${Math.round(run.perSecond)} req/s, p50 ${ms(run.p50Ms)}, p95 ${ms(run.p95Ms)}, ${run.failures.length} errors |`,
      );
    });
    const growthRows = await benchGrowthAfter(emulator);
    return {
      starts,
      load,
      again,
      fetchRounds,
      rssIdle,
      rssAfter,
      rssAgain,
      growth: growthRows,
    };
  } finally {
    await emulator.stop();
  }
}

/** The growth table, once the mixed load's emulator has stopped (one emulator at a time). */
async function benchGrowthAfter(emulator) {
  await emulator.stop();
  return benchGrowth();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node bench/emulator-load.mjs growth 0,1000,3000` prints the growth table alone.
  if (process.argv[2] === "growth") {
    await benchGrowth(process.argv[3] ? process.argv[3].split(",").map(Number) : GROWTH_SIZES);
  } else if (process.argv[2] === "mixed") {
    // `node bench/emulator-load.mjs mixed [--client fetch] [emulator options…]`
    const args = process.argv.slice(3);
    const at = args.indexOf("--client");
    const client = at >= 0 ? args.splice(at, 2)[1] : "http";
    const emulator = await spawnEmulator(args);
    try {
      for (const round of ["first", "second"]) {
        const run = await mixedLoad(emulator, { client });
        const kinds = Object.entries(run.byKind)
          .map(([kind, figure]) => `${kind} ${figure.p50Ms.toFixed(0)}/${figure.p95Ms.toFixed(0)}`)
          .join(", ");
        console.log(
          `${round} (${client} client): ${Math.round(run.perSecond)} req/s, p50 ${run.p50Ms.toFixed(1)} ms, p95 ${run.p95Ms.toFixed(1)} ms (opening ${run.inFlight} slowest ${run.openingMaxMs.toFixed(0)} ms, p95 of the rest ${run.restP95Ms.toFixed(1)} ms), ${run.failures.length} errors (load average ${loadAverage()}); p50/p95 ms per kind: ${kinds}`,
        );
      }
    } finally {
      await emulator.stop();
    }
  } else {
    await benchEmulator();
  }
}
