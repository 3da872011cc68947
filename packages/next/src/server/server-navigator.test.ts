import { describe, expect, it, vi } from "vitest";
import {
  useHarness as emulatorForFile,
  signUpUser,
} from "../../../core/src/test-utils/emulator-harness.js";

// next/navigation's redirect(), which throws Next.js's NEXT_REDIRECT error.
class NextRedirect extends Error {
  readonly digest: string;
  constructor(readonly url: string) {
    super("NEXT_REDIRECT");
    this.digest = `NEXT_REDIRECT;replace;${url};307;`;
  }
}
const redirect = vi.fn((url: string): never => {
  throw new NextRedirect(url);
});
vi.mock("next/navigation", () => ({ redirect }));

const h = emulatorForFile();
const { StackServerApp } = await import("./apps.js");
const { redirectUrlOf } = await import("./server-navigator.js");

describe('redirectMethod "nextjs" on the server', () => {
  it("answers getUser({ or: 'redirect' }) with Next.js's redirect(), whose error is never caught", async () => {
    const app = new StackServerApp({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      secretServerKey: h.emulator.secretServerKey,
      baseUrl: h.emulator.url,
      tokenStore: { headers: {} }, // a request with no session
    });
    const error = await app.getUser({ or: "redirect" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NextRedirect);
    expect((error as NextRedirect).url).toBe("/handler/sign-in");
    expect(redirectUrlOf(error)).toBe("/handler/sign-in");
    // Each call redirects anew (a server serves many requests).
    await expect(app.getUser({ or: "redirect" })).rejects.toBeInstanceOf(NextRedirect);
    expect(redirect).toHaveBeenCalledTimes(2);
  });

  it("leaves a signed-in user's getUser({ or: 'redirect' }) alone", async () => {
    const ada = await signUpUser(h);
    const app = new StackServerApp({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      secretServerKey: h.emulator.secretServerKey,
      baseUrl: h.emulator.url,
      tokenStore: { headers: await ada.app.getAuthHeaders() },
    });
    expect((await app.getUser({ or: "redirect" })).id).toBe(ada.user.id);
  });
});
