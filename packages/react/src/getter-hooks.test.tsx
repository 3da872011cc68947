import type { CurrentUser, StackClientApp, Team, TeamPermission } from "@app/core";
import type { ServerUser } from "@app/core/server";
import { act, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, Suspense, useEffect } from "react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useUser } from "./use-user.js";

// The hook twins of the core's getters (`user.useTeams()`…) against a real emulator: a hook reads
// the cache entry of its getter, and a mutation re-renders every mounted reader of what it
// changed, without a Suspense fallback or a remount.

const emulator = emulatorPerTest();

/** What the user would see flash: fallbacks shown, and components mounted anew. */
interface Seen {
  fallbacks: number;
  mounts: number;
}

function Fallback({ seen }: { seen: Seen }) {
  seen.fallbacks++;
  return <p>loading</p>;
}

function Mounted({ seen, children }: { seen: Seen; children: ReactNode }) {
  useEffect(() => {
    seen.mounts++;
  }, [seen]);
  return children;
}

/** Renders `ui` under the app's provider and a Suspense boundary, counting what flashes. */
function renderCounted(app: StackClientApp, ui: ReactNode): Seen {
  const seen = { fallbacks: 0, mounts: 0 };
  render(
    <StackProvider app={app}>
      <Suspense fallback={<Fallback seen={seen} />}>
        <Mounted seen={seen}>{ui}</Mounted>
      </Suspense>
    </StackProvider>,
  );
  return seen;
}

async function signedIn(app: StackClientApp): Promise<CurrentUser> {
  const result = await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  expect(result.status).toBe("ok");
  return app.getUser({ or: "throw" });
}

const count = (requests: string[], route: string) => requests.filter((r) => r === route).length;

function Teams({ user, testId = "teams" }: { user: CurrentUser; testId?: string }) {
  const teams = user.useTeams();
  return <p data-testid={testId}>{teams.map((team) => team.displayName).join(", ") || "none"}</p>;
}

function Name() {
  const current = useUser({ or: "throw" });
  return <p data-testid="name">{current.displayName ?? "no name"}</p>;
}

function Invitations({ team }: { team: Team }) {
  const invitations = team.useInvitations();
  return (
    <p data-testid="invitations">
      {invitations.map((invitation) => invitation.recipientEmail).join(", ") || "none"}
    </p>
  );
}

function Keys({ user }: { user: CurrentUser }) {
  const keys = user.useApiKeys();
  return <p data-testid="keys">{keys.map((key) => key.description).join(", ") || "none"}</p>;
}

function Session({ app }: { app: StackClientApp }) {
  const user = useUser();
  const token = app.useAccessToken();
  return (
    <p data-testid="session">
      {user ? user.primaryEmail : "signed out"} / {token ? "token" : "no token"}
    </p>
  );
}

function Permissions({ user, team }: { user: ServerUser; team: { id: string } }) {
  const held = user.usePermissions(team, { recursive: false });
  const ids = held.map((permission: TeamPermission) => permission.id).sort();
  return <p data-testid="permissions">{ids.join(", ")}</p>;
}

async function expectText(testId: string, text: string) {
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(text));
}

describe("a hook reads its getter's cache entry", () => {
  it("after await user.listTeams(), user.useTeams() shows the teams on its first render: no fallback, no request", async () => {
    const { app, requests } = emulator.createApp();
    const user = await signedIn(app);
    await user.createTeam({ displayName: "Engines" });
    expect((await user.listTeams()).map((team) => team.displayName)).toEqual(["Engines"]);
    const before = [...requests];

    let seen = { fallbacks: -1, mounts: -1 };
    await act(async () => {
      seen = renderCounted(app, <Teams user={user} />);
    });
    expect(screen.getByTestId("teams").textContent).toBe("Engines");
    expect(seen.fallbacks).toBe(0);
    expect(requests).toEqual(before);
  });

  it("two readers of user.useTeams() and the async getter at the same time make one request", async () => {
    const { app, requests } = emulator.createApp();
    const user = await signedIn(app);
    const before = count(requests, "GET /teams");

    let fromGetter: Team[] = [];
    await act(async () => {
      renderCounted(
        app,
        <>
          <Teams user={user} testId="first" />
          <Teams user={user} testId="second" />
        </>,
      );
      fromGetter = await user.listTeams();
    });
    await expectText("first", "none");
    await expectText("second", "none");
    expect(fromGetter).toEqual([]);
    expect(count(requests, "GET /teams") - before).toBe(1);
  });
});

describe("a mutation re-renders every mounted reader of what it changed", () => {
  it("user.update() → useUser(), from the answer: no reload of the user", async () => {
    const { app, requests } = emulator.createApp();
    const user = await signedIn(app);
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(app, <Name />);
    });
    await expectText("name", DEMO_USER.displayName ?? "no name");
    const [fallbacks, userReads] = [seen.fallbacks, count(requests, "GET /users/me")];

    await act(() => user.update({ displayName: "Ada Lovelace" }));
    await expectText("name", "Ada Lovelace");
    expect(count(requests, "GET /users/me")).toBe(userReads);
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });

  it("user.createTeam() → user.useTeams()", async () => {
    const { app } = emulator.createApp();
    const user = await signedIn(app);
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(app, <Teams user={user} />);
    });
    await expectText("teams", "none");
    const { fallbacks } = seen;

    await act(async () => {
      await user.createTeam({ displayName: "Engines" });
    });
    await expectText("teams", "Engines");
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });

  it("team.inviteUser() → team.useInvitations()", async () => {
    const { app } = emulator.createApp();
    const user = await signedIn(app);
    const team = await user.createTeam({ displayName: "Engines" });
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(app, <Invitations team={team} />);
    });
    await expectText("invitations", "none");
    const { fallbacks } = seen;

    await act(() => team.inviteUser({ email: "grace@example.com" }));
    await expectText("invitations", "grace@example.com");
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });

  it("user.createApiKey() → user.useApiKeys()", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: true });
    const { app } = emulator.createApp();
    const user = await signedIn(app);
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(app, <Keys user={user} />);
    });
    await expectText("keys", "none");
    const { fallbacks } = seen;

    await act(async () => {
      await user.createApiKey({ description: "CLI", expiresAt: null });
    });
    await expectText("keys", "CLI");
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });

  it("app.signOut() → useUser() reads null, and app.useAccessToken() null", async () => {
    const { app } = emulator.createApp();
    await signedIn(app);
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(app, <Session app={app} />);
    });
    await expectText("session", `${DEMO_USER.email} / token`);
    const { fallbacks } = seen;

    await act(() => app.signOut({ noRedirect: true }));
    await expectText("session", "signed out / no token");
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });

  it("a server app's grantPermission() → its user.usePermissions()", async () => {
    const { app: client } = emulator.createApp();
    const { id } = await signedIn(client);
    const { app: server } = emulator.createServerApp();
    const team = await server.createTeam({ displayName: "Engines" });
    await team.addUser(id);
    const user = (await server.getUser(id)) as ServerUser;
    let seen = { fallbacks: 0, mounts: 0 };
    await act(async () => {
      seen = renderCounted(client, <Permissions user={user} team={team} />);
    });
    await expectText("permissions", "team_member");
    const { fallbacks } = seen;

    await act(() => user.grantPermission(team, "$update_team"));
    await expectText("permissions", "$update_team, team_member");
    expect(seen).toEqual({ fallbacks, mounts: 1 });
  });
});
