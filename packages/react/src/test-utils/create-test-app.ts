import { type HandlerUrls, StackClientApp } from "@app/core";
import { vi } from "vitest";
import { BASE_URL, PROJECT_ID, PUBLISHABLE_CLIENT_KEY } from "./mock-stack-api.js";

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Default `"memory"`. */
  tokenStore?: "memory" | { accessToken: string; refreshToken: string };
  urls?: Partial<HandlerUrls>;
}

/**
 * A real client app against the mock API, keeping tokens in memory and recording redirects in
 * `navigate` instead of navigating.
 */
export function createTestApp({ tokenStore = "memory", urls }: TestAppOptions = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const app = new StackClientApp({
    projectId: PROJECT_ID,
    publishableClientKey: PUBLISHABLE_CLIENT_KEY,
    baseUrl: BASE_URL,
    tokenStore,
    ...(urls ? { urls } : {}),
    redirectMethod: { navigate },
  });
  return { app, navigate };
}
