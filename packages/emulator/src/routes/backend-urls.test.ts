import { describe, expect, it } from "vitest";
import { call, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

describe("GET /internal/backend-urls", () => {
  // Regression: the reference's Next.js SDK asks for it in the background on every page walk and
  // met a 404.
  it("answers the emulator's own API URL to any caller, with or without project headers", async () => {
    const bare = await fetch(`${emulator.url}/api/v1/internal/backend-urls`);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ urls: [emulator.url] });
    const client = await call(emulator, "GET", "/internal/backend-urls");
    expect(client.body).toEqual({ urls: [emulator.url] });
  });

  it("names the origin the request used (localhost rather than 127.0.0.1)", async () => {
    const viaLocalhost = emulator.url.replace("127.0.0.1", "localhost");
    const res = await fetch(`${viaLocalhost}/api/v1/internal/backend-urls`);
    expect(await res.json()).toEqual({ urls: [viaLocalhost] });
  });
});
