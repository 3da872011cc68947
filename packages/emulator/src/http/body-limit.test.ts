// Regression: request bodies had no size limit; one 100 MB body took the emulator's memory from
// 364 MB to 2.4 GB. Bodies over the limit are refused with 413 before they are read whole.
import { describe, expect, it } from "vitest";
import { projectHeaders, useTestEmulator } from "../test-utils/harness.js";
import { MAX_DISCARDED_BYTES, MAX_REQUEST_BODY_BYTES } from "./body-limit.js";

const emulator = useTestEmulator();

const signUpUrl = () => `${emulator.url}/api/v1/auth/password/sign-up`;
const headers = () => ({ ...projectHeaders("client"), "content-type": "application/json" });

/** A sign-up body of exactly `bytes` bytes, padded with spaces (still valid JSON). */
function signUpBody(email: string, bytes: number): string {
  const json = JSON.stringify({ email, password: "a-good-password" });
  return json + " ".repeat(bytes - json.length);
}

/**
 * A body of `total` zero bytes made on demand, 64 KiB at a time, counting what the upload pulled:
 * the test never holds more than one chunk.
 */
function lazyBody(total: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("request body limit", () => {
  it("is 2 MiB", () => {
    expect(MAX_REQUEST_BODY_BYTES).toBe(2 * 1024 * 1024);
  });

  it("reads a body of exactly the limit", async () => {
    const email = `at-limit-${crypto.randomUUID()}@example.com`;
    const res = await fetch(signUpUrl(), {
      method: "POST",
      headers: headers(),
      body: signUpBody(email, MAX_REQUEST_BODY_BYTES),
    });
    expect(res.status).toBe(200);
  });

  it("refuses a body one byte over the limit with 413 text, and the route never runs", async () => {
    const email = `over-limit-${crypto.randomUUID()}@example.com`;
    const res = await fetch(signUpUrl(), {
      method: "POST",
      headers: headers(),
      body: signUpBody(email, MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(
      `Request body too large: the limit is ${MAX_REQUEST_BODY_BYTES} bytes.`,
    );
    // No user was created: the same e-mail still signs up.
    const again = await fetch(signUpUrl(), {
      method: "POST",
      headers: headers(),
      body: signUpBody(email, 100),
    });
    expect(again.status).toBe(200);
  });

  // A 20 MB upload that reads its 413 (issue 17) is in e2e/emulator-body-limit.test.ts, against the
  // command in its own process, where the failure showed.
  it.each([
    ["a Content-Length past what it reads", true],
    ["a chunked body that grows past what it reads", false],
  ])(
    "answers 413 to %s (over 64 MiB) without reading the rest",
    async (_, declareLength) => {
      expect(MAX_DISCARDED_BYTES).toBe(64 * 1024 * 1024);
      const total = 4 * MAX_DISCARDED_BYTES;
      const { stream, counter } = lazyBody(total);
      const answer = await fetch(signUpUrl(), {
        method: "POST",
        headers: { ...headers(), ...(declareLength ? { "content-length": String(total) } : {}) },
        body: stream,
        duplex: "half",
      } as RequestInit).then(
        async (res) => ({ status: res.status, body: await res.text() }),
        (error: unknown) => ({ error }),
      );
      if ("error" in answer) {
        // Past what the emulator reads, the 413 closes the connection; a client still writing the
        // body may see the close (EPIPE, ECONNRESET) before it reads the answer.
        const cause = (answer.error as { cause?: { code?: string } }).cause?.code;
        expect(["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"]).toContain(cause);
      } else {
        expect(answer.status).toBe(413);
      }
      // The upload stopped early: at most what the emulator reads plus what the sockets buffered.
      expect(counter.pulled).toBeLessThan(total / 2);
    },
    30_000,
  );
});
