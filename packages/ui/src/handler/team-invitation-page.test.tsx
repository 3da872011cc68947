import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { StackHandler } from "../stack-handler.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

/** The demo user's team "Engines" invites ada@example.com; the code of the email. */
async function invitation() {
  const owner = emulator.createApp();
  await owner.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const team = await (await owner.app.getUser({ or: "throw" }))!.createTeam({
    displayName: "Engines",
  });
  await team.inviteUser({ email: "ada@example.com" });
  return { team, code: emulator.codeSentTo("ada@example.com") };
}

/** Ada, signed in on a fresh app. */
async function ada() {
  const test = emulator.createApp();
  await test.app.signUpWithCredential({
    email: "ada@example.com",
    password: "long-enough-password",
    noRedirect: true,
  });
  return test;
}

async function openPage(path: string, test: ReturnType<typeof emulator.createApp>) {
  window.history.replaceState(null, "", path);
  const { container } = await renderWithApp(test.app, <StackHandler />);
  return { ...test, container, user: userEvent.setup() };
}

const memberIds = async (teamId: string) =>
  (await (await emulator.createServerApp().app.getTeam(teamId))!.listUsers()).map((u) => u.id);

describe("the team-invitation page", () => {
  it("names the team; Join makes the user a member and goes to the after-sign-in page", async () => {
    const { team, code } = await invitation();
    const invitee = await ada();
    const { container, user, navigate } = await openPage(
      `/handler/team-invitation?code=${code}`,
      invitee,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Join Engines" })).toBeTruthy();
    expect(document.title).toBe("Team invitation");
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    const adaId = (await invitee.app.getUser({ or: "throw" }))!.id;
    expect(await memberIds(team.id)).toContain(adaId);
  });

  it("asks a visitor to sign in first, coming back here after", async () => {
    const { code } = await invitation();
    const { container, user, navigate } = await openPage(
      `/handler/team-invitation?code=${code}`,
      emulator.createApp(),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign in to join the team" }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const target = new URL(navigate.mock.calls[0]![0], "http://localhost");
    expect(target.pathname).toBe("/handler/sign-in");
    expect(target.searchParams.get("after_auth_return_to")).toContain(
      `/handler/team-invitation?code=${code}`,
    );
  });

  it("tells a user signed in with another email that the invitation is not theirs; Sign out comes back here", async () => {
    const { team, code } = await invitation();
    const grace = emulator.createApp();
    await grace.app.signUpWithCredential({
      email: "grace@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    const path = `/handler/team-invitation?code=${code}`;
    const { container, user, navigate } = await openPage(path, grace);
    expect(await screen.findByRole("heading", { level: 1, name: "Wrong account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    await expectNoAxeViolations(container);
    const before = await memberIds(team.id);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`http://localhost:3000${path}`));
    expect(await grace.app.getUser()).toBeNull();
    expect(await memberIds(team.id)).toEqual(before);
    // Signed in as the invited address, the same link joins.
    const { app } = await ada();
    expect((await app.acceptTeamInvitation(code)).status).toBe("ok");
  });

  it("says an invitation was already used, and leaves the team as it was", async () => {
    const { team, code } = await invitation();
    const first = await ada();
    expect((await first.app.acceptTeamInvitation(code)).status).toBe("ok");
    const before = await memberIds(team.id);
    const { container } = await openPage(`/handler/team-invitation?code=${code}`, first);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invitation already used" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    await expectNoAxeViolations(container);
    expect(await memberIds(team.id)).toEqual(before);
  });

  it("says an invitation has expired", async () => {
    const { code } = await invitation();
    const invitee = await ada();
    emulator.clock.advance(60 * 24 * 60 * 60 * 1000);
    await openPage(`/handler/team-invitation?code=${code}`, invitee);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invitation expired" }),
    ).toBeTruthy();
  });

  it("says a wrong code is invalid, and a link without one is incomplete", async () => {
    const invitee = await ada();
    await openPage(`/handler/team-invitation?code=${"x".repeat(45)}`, invitee);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invalid invitation link" }),
    ).toBeTruthy();
    window.history.replaceState(null, "", "/handler/team-invitation");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link is incomplete" }),
    ).toBeTruthy();
  });
});
