import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { HttpClient, type HttpClientOptions } from "../http/http-client.js";

/** The API base the msw tests answer for. */
export const BASE = "https://api.test.example";

/** An msw server for the file's tests: unhandled requests fail the test; handlers reset after each. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

/** A client whose waits are recorded instead of slept, with a fixed random factor of 1.0. */
export function recordingClient(overrides: Partial<HttpClientOptions> = {}) {
  const waits: number[] = [];
  const http = new HttpClient({
    accessType: "client",
    projectId: "p-1",
    baseUrl: BASE,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return { http, waits };
}
