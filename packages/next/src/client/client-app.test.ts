import { afterEach, describe, expect, it, vi } from "vitest";
import {
  useHarness as emulatorForFile,
  signUpUser,
} from "../../../core/src/test-utils/emulator-harness.js";

// The browser build of @app/next while Next.js renders client components on the server (no
// window here): next/navigation's redirect() throws as Next.js's does.
const redirect = vi.fn((url: string): never => {
  throw Object.assign(new Error("NEXT_REDIRECT"), { digest: `NEXT_REDIRECT;replace;${url};307;` });
});
vi.mock("next/navigation", () => ({ redirect }));

const h = emulatorForFile();
const { StackClientApp } = await import("./client-app.js");
const { hydrate, dehydrate } = await import("@app/core");

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("@app/next's StackClientApp during Next.js's server render", () => {
  it("takes its project and key from NEXT_PUBLIC_STACK_…, as Next.js inlines them", () => {
    vi.stubEnv("NEXT_PUBLIC_STACK_PROJECT_ID", "preset-project");
    vi.stubEnv("NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY", "preset-key");
    const app = new StackClientApp();
    expect(app.projectId).toBe("preset-project");
    // A given option wins over the preset.
    expect(new StackClientApp({ projectId: "given" }).projectId).toBe("given");
  });

  it("shows the user the server handed over and sends no request; the rest renders in the browser", async () => {
    const ada = await signUpUser(h);
    await ada.app.getProject();
    const sent: string[] = [];
    const app = new StackClientApp({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      baseUrl: h.emulator.url,
      fetch: async (input) => {
        sent.push(String(input));
        return new Response(null, { status: 500 });
      },
    });
    hydrate(app, dehydrate(ada.app));
    expect((await app.getUser())?.id).toBe(ada.user.id);
    const user = await app.getUser({ or: "throw" });
    const error = await user.listTeams().catch((caught: unknown) => caught);
    // Next.js renders the nearest Suspense boundary in the browser on this digest.
    expect(error).toMatchObject({ digest: "BAILOUT_TO_CLIENT_SIDE_RENDERING" });
    expect(sent).toEqual([]);
  });

  it("redirects with Next.js's redirect() for a signed-out useUser({ or: 'redirect' })", async () => {
    const app = new StackClientApp({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      baseUrl: h.emulator.url,
    });
    hydrate(app, { projectId: h.emulator.projectId, user: null });
    await expect(app.getUser({ or: "redirect" })).rejects.toMatchObject({
      digest: "NEXT_REDIRECT;replace;/handler/sign-in;307;",
    });
  });
});
