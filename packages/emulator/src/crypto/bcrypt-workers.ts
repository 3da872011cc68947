import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** One bcrypt job for a worker thread. */
export type BcryptJob =
  | { op: "hash"; password: string; cost: number }
  | { op: "compare"; password: string; hash: string };

type Reply = { ok: true; result: string | boolean } | { ok: false; message: string };

interface Task {
  job: BcryptJob;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

// The worker's whole program. It is evaluated as a CommonJS script, so it loads bcryptjs by the
// absolute path the main thread resolved: no separate file to find in the source, ESM or CJS build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash"
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error) });
  }
});
`;

/** How many threads hash at once: one per spare core, from 1 to 4. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * A small pool of worker threads that run bcrypt, so a slow hash (an imported `$2b$12$` takes
 * about 300 ms) never blocks the event loop. Threads start on the first job, and only keep the
 * process alive while they work.
 */
export class BcryptWorkers {
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  readonly #queue: Task[] = [];
  #bcryptPath: string | undefined;
  #closed = false;

  constructor(size: number = defaultWorkerCount()) {
    this.#size = size;
  }

  /** Runs `job` on a worker thread. */
  run(job: BcryptJob): Promise<string | boolean> {
    if (this.#closed) return Promise.reject(new Error("The bcrypt workers are closed."));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  /**
   * Starts the first thread now rather than with the first job, so that the first sign-in does not
   * wait for a thread to start. It does not keep the process alive.
   */
  warm(): void {
    if (this.#closed || this.#idle.length + this.#busy.size > 0) return;
    const worker = this.#spawn();
    if (!worker) return;
    worker.unref();
    this.#idle.push(worker);
  }

  /** Stops every thread; jobs still running or queued fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopped = new Error("The bcrypt workers were closed.");
    for (const task of this.#queue.splice(0)) task.reject(stopped);
    for (const task of this.#busy.values()) task.reject(stopped);
    const workers = [...this.#idle.splice(0), ...this.#busy.keys()];
    this.#busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? this.#spawn();
      if (!worker) return;
      const task = this.#queue.shift() as Task;
      this.#busy.set(worker, task);
      worker.ref();
      worker.postMessage(task.job);
    }
  }

  /** A new thread, or undefined when the pool is full. */
  #spawn(): Worker | undefined {
    if (this.#busy.size + this.#idle.length >= this.#size) return undefined;
    this.#bcryptPath ??= createRequire(import.meta.url).resolve("bcryptjs");
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bcryptPath: this.#bcryptPath },
    });
    worker.on("message", (reply: Reply) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      worker.unref();
      this.#idle.push(worker);
      if (reply.ok) task?.resolve(reply.result);
      else task?.reject(new Error(`bcrypt failed: ${reply.message}`));
      this.#dispatch();
    });
    const fail = (error: Error) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      const idleIndex = this.#idle.indexOf(worker);
      if (idleIndex >= 0) this.#idle.splice(idleIndex, 1);
      task?.reject(error);
      if (!this.#closed) this.#dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`A bcrypt worker stopped (exit code ${code}).`)));
    return worker;
  }
}
