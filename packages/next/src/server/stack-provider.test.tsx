import { afterEach, describe, expect, it, vi } from "vitest";
import {
  useHarness as emulatorForFile,
  signUpUser,
} from "../../../core/src/test-utils/emulator-harness.js";

// next/headers with the cookies of the request being served.
let requestCookies: Record<string, string> = {};
vi.mock("next/headers", () => {
  const stores = new Map<Record<string, string>, object>();
  return {
    cookies: async () => {
      const current = requestCookies;
      if (!stores.has(current)) {
        stores.set(current, {
          getAll: () => Object.entries(current).map(([name, value]) => ({ name, value })),
          set: () => {
            throw new Error(
              "Cookies can only be modified in a Server Action or Route Handler. Read more: https://nextjs.org/docs/app/api-reference/functions/cookies#options",
            );
          },
        });
      }
      return stores.get(current);
    },
    headers: async () => new Headers(),
  };
});

const h = emulatorForFile();
const { StackServerApp } = await import("./apps.js");
const { StackProvider } = await import("./stack-provider.js");

afterEach(() => {
  requestCookies = {};
});

function serverApp() {
  return new StackServerApp({
    projectId: h.emulator.projectId,
    publishableClientKey: h.emulator.publishableClientKey,
    secretServerKey: h.emulator.secretServerKey,
    baseUrl: h.emulator.url,
    urls: { signIn: "/login" },
  });
}

/** What the server provider hands its client half, as Next.js serializes it for the browser. */
async function clientProps(app: ReturnType<typeof serverApp>, extra: object = {}) {
  const element = (await StackProvider({ app, children: null, ...extra })) as {
    props: Record<string, unknown>;
  };
  return { props: element.props, json: JSON.stringify(element.props) };
}

describe("StackProvider in a server component (app/layout.tsx)", () => {
  it("hands the browser a plain configuration, never the secret key", async () => {
    const { props, json } = await clientProps(serverApp());
    expect(props.config).toEqual({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      baseUrl: h.emulator.url,
      urls: expect.objectContaining({ signIn: "/login" }),
      oauthScopesOnSignIn: {},
      redirectMethod: "nextjs",
    });
    expect(json).not.toContain(h.emulator.secretServerKey);
    expect(json).not.toContain("secretServerKey");
    // Signed out: the browser shows nobody, with the project's settings already there.
    expect(props.initialState).toMatchObject({ projectId: h.emulator.projectId, user: null });
    expect((props.initialState as { project?: { id: string } }).project?.id).toBe(
      h.emulator.projectId,
    );
  });

  it("hands the request's signed-in user in the client's view: no tokens, no server fields", async () => {
    const ada = await signUpUser(h);
    await h.server().updateUser(ada.user.id, { serverMetadata: { plan: "secret-plan" } });
    const { refreshToken, accessToken } = await ada.app.getAuthJson();
    requestCookies = {
      [`stack-refresh-${h.emulator.projectId}--default`]: JSON.stringify({
        refresh_token: refreshToken,
        updated_at_millis: Date.now(),
      }),
      "stack-access": JSON.stringify([refreshToken, accessToken]),
    };
    const { props, json } = await clientProps(serverApp());
    expect((props.initialState as { user: { id: string } }).user.id).toBe(ada.user.id);
    expect(json).not.toContain("secret-plan");
    expect(json).not.toContain(String(refreshToken));
    expect(json).not.toContain(String(accessToken));
  });

  it("reads nothing of the request with loadUserOnServer={false}", async () => {
    const { props } = await clientProps(serverApp(), { loadUserOnServer: false });
    expect(props.initialState).toBeUndefined();
  });
});
