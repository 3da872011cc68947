import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedEmulator, spawnEmulator } from "../bench/emulator-load.mjs";

// Issue 17: the emulator answered 413 to an oversized body and closed the connection while the
// client was still sending it, so a Node client uploading 20 MB saw EPIPE or a reset instead of
// the answer. The command runs in its own process, as developers run it.
let emulator: SpawnedEmulator;
beforeAll(async () => {
  emulator = await spawnEmulator();
});
afterAll(() => emulator?.stop());

const TOO_LARGE = `Request body too large: the limit is ${2 * 1024 * 1024} bytes.`;

function headers(): Record<string, string> {
  return {
    "content-type": "application/json",
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": emulator.publishableClientKey,
  };
}

/** Posts 20 MB with http.request, declared or chunked; the answer, and every error seen. */
function upload(declareLength: boolean) {
  const { hostname, port } = new URL(emulator.url);
  const body = Buffer.alloc(20 * 1024 * 1024, 32);
  return new Promise<{ status?: number; body: string; errors: string[] }>((resolve) => {
    const errors: string[] = [];
    const req = request(
      {
        hostname,
        port,
        path: "/api/v1/auth/password/sign-up",
        method: "POST",
        headers: { ...headers(), ...(declareLength ? { "content-length": body.length } : {}) },
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, body: text, errors }));
      },
    );
    req.on("socket", (socket) =>
      socket.on("error", (error: NodeJS.ErrnoException) => errors.push(error.code ?? "")),
    );
    req.on("error", () => resolve({ body: "", errors }));
    if (declareLength) req.end(body);
    else {
      for (let mb = 0; mb < 20; mb++)
        req.write(body.subarray(mb * 1024 * 1024, (mb + 1) * 1024 * 1024));
      req.end();
    }
  });
}

describe("a Node client sending a 20 MB body to the emulator's command", () => {
  it("reads the 413 with fetch", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${emulator.url}/api/v1/auth/password/sign-up`, {
        method: "POST",
        headers: headers(),
        body: Buffer.alloc(20 * 1024 * 1024, 32),
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toBe(TOO_LARGE);
    }
  });

  it.each([
    ["a declared length", true],
    ["a chunked body", false],
  ])("reads the 413 with http.request and %s, the connection unbroken", async (_, declared) => {
    for (let i = 0; i < 5; i++) {
      expect(await upload(declared)).toEqual({ status: 413, body: TOO_LARGE, errors: [] });
    }
  });
});
