import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../../test-utils/render-with-app.js";
import { TeamsSection } from "./teams-section.js";

const emulator = emulatorPerTest();

/** A new user of the demo project, signed in on their own app. */
async function signedUp(email: string, displayName: string) {
  const test = emulator.createApp();
  await test.app.signUpWithCredential({
    email,
    password: "long-enough-password",
    noRedirect: true,
  });
  const user = (await test.app.getUser({ or: "throw" }))!;
  await user.update({ displayName });
  return { ...test, user };
}

/** The demo user (creator of "Engines", so holding every team permission) and a member. */
async function teamWithMember() {
  const owner = emulator.createApp();
  await owner.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const ownerUser = (await owner.app.getUser({ or: "throw" }))!;
  const team = await ownerUser.createTeam({ displayName: "Engines" });
  const member = await signedUp("grace@example.com", "Grace");
  const server = emulator.createServerApp().app;
  await (await server.getTeam(team.id))!.addUser(member.user.id);
  return { owner, ownerUser, team, member, server };
}

async function render(app: Parameters<typeof renderWithApp>[0]) {
  const { container } = await renderWithApp(
    app,
    <Suspense fallback={null}>
      <TeamsSection />
    </Suspense>,
  );
  await screen.findByRole("heading", { level: 2, name: "Teams" });
  return { container, user: userEvent.setup() };
}

const part = (name: string) => screen.queryByRole("region", { name });

describe("TeamsSection", () => {
  it("creates a team, which is shown and selected", async () => {
    const test = emulator.createApp();
    await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { container, user } = await render(test.app);
    expect(screen.getByText("You are not a member of any team yet.")).toBeTruthy();
    await expectNoAxeViolations(container);

    const create = screen.getByRole("region", { name: "Create a team" });
    await user.click(within(create).getByRole("button", { name: "Create team" }));
    expect(within(create).getByRole("alert").textContent).toBe("Please enter a team name");
    await user.type(within(create).getByRole("textbox", { name: "Team name" }), "Looms");
    await user.click(within(create).getByRole("button", { name: "Create team" }));

    const picker = (await screen.findByRole("combobox", { name: "Team" })) as HTMLSelectElement;
    await waitFor(() => expect(picker.selectedOptions[0]?.textContent).toBe("Looms"));
    const server = emulator.createServerApp().app;
    const [team] = await (await server.getUser(DEMO_USER.id))!.listTeams();
    expect(team?.displayName).toBe("Looms");
    expect((await test.app.getUser({ or: "throw" }))!.selectedTeam?.id).toBe(team?.id);
    expect(await screen.findByRole("region", { name: "Members" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("hides team creation where the project does not allow it", async () => {
    await emulator.updateProjectConfig({ client_team_creation_enabled: false });
    const test = emulator.createApp();
    await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await render(test.app);
    expect(part("Create a team")).toBeNull();
  });

  it("lets the team's admin rename it, edit their team profile, and remove a member", async () => {
    const { owner, team, member, server } = await teamWithMember();
    const { container, user } = await render(owner.app);
    const members = await screen.findByRole("region", { name: "Members" });
    await waitFor(() => expect(within(members).getAllByRole("listitem")).toHaveLength(2));
    expect(members.textContent).toContain("Grace");
    await expectNoAxeViolations(container);

    const settings = part("Team settings")!;
    const name = within(settings).getByRole("textbox", { name: "Team name" });
    await user.clear(name);
    await user.type(name, "Turbines");
    await user.click(within(settings).getByRole("button", { name: "Rename" }));
    expect(await within(settings).findByText("Saved.")).toBeTruthy();
    expect((await server.getTeam(team.id))?.displayName).toBe("Turbines");
    expect(await screen.findByRole("option", { name: "Turbines" })).toBeTruthy();

    const profile = part("Your profile in this team")!;
    const displayName = within(profile).getByRole("textbox", { name: "Display name" });
    await user.clear(displayName);
    await user.type(displayName, "Captain Demo");
    await user.click(within(profile).getByRole("button", { name: "Save" }));
    expect(await within(profile).findByText("Saved.")).toBeTruthy();
    await waitFor(() => expect(members.textContent).toContain("Captain Demo"));

    await user.click(within(members).getByRole("button", { name: "Remove Grace" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Remove Grace from the team?",
    });
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(members).getAllByRole("listitem")).toHaveLength(1));
    expect((await (await server.getTeam(team.id))!.listUsers()).map((u) => u.id)).toEqual([
      DEMO_USER.id,
    ]);
    expect(await member.user.listTeams()).toEqual([]);
  });

  // Issue 33: a member without a display name read "Unnamed member", so two of them looked alike.
  it("names a member without a display name by what the viewer knows of them", async () => {
    const owner = emulator.createApp();
    await owner.app.signUpWithCredential({
      email: "nameless-owner@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    const ownerUser = (await owner.app.getUser({ or: "throw" }))!;
    const team = await ownerUser.createTeam({ displayName: "Looms" });
    const other = emulator.createApp();
    await other.app.signUpWithCredential({
      email: "nameless-member@example.com",
      password: "long-enough-password",
      noRedirect: true,
    });
    const otherUser = (await other.app.getUser({ or: "throw" }))!;
    const server = emulator.createServerApp().app;
    await (await server.getTeam(team.id))!.addUser(otherUser.id);

    await render(owner.app);
    const members = await screen.findByRole("region", { name: "Members" });
    await waitFor(() => expect(within(members).getAllByRole("listitem")).toHaveLength(2));
    const rows = within(members).getAllByRole("listitem");
    const own = rows.find((row) => within(row).queryByText("You"))!;
    // Their own row: their e-mail. Another member's: 'Member' and the start of their id (a
    // client reads no other member's e-mail).
    expect(own.textContent).toContain("nameless-owner@example.com");
    const theirs = rows.find((row) => row !== own)!;
    expect(theirs.textContent).toContain(`Member ${otherUser.id.slice(0, 8)}`);
    expect(members.textContent).not.toContain("Unnamed");
    expect(
      within(members).getByRole("button", { name: `Remove Member ${otherUser.id.slice(0, 8)}` }),
    ).toBeTruthy();
  });

  it("invites by email and revokes the invitation", async () => {
    const { owner, team, server } = await teamWithMember();
    const { container, user } = await render(owner.app);
    const invitations = await screen.findByRole("region", { name: "Invitations" });
    // The list loads after the region shows (it failed once under load as a getByText).
    expect(await within(invitations).findByText("No pending invitations.")).toBeTruthy();
    const email = within(invitations).getByRole("textbox", { name: "Email" });
    await user.type(email, "not-an-email");
    await user.click(within(invitations).getByRole("button", { name: "Send invitation" }));
    expect(within(invitations).getByRole("alert").textContent).toBe("Please enter a valid email");
    await user.clear(email);
    await user.type(email, "ada@example.com");
    await user.click(within(invitations).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(invitations).findByText("Invitation sent to ada@example.com."),
    ).toBeTruthy();
    expect(emulator.outbox.list({ to: "ada@example.com" })[0]?.text).toMatch(
      /\/handler\/team-invitation\?code=/,
    );
    const item = await within(invitations).findByRole("listitem");
    expect(item.textContent).toContain("ada@example.com");
    await expectNoAxeViolations(container);

    await user.click(
      within(item).getByRole("button", { name: "Revoke the invitation to ada@example.com" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke" }),
    );
    expect(await within(invitations).findByText("No pending invitations.")).toBeTruthy();
    expect(await (await server.getTeam(team.id))!.listInvitations()).toEqual([]);
  });

  it("shows a plain member only what their permissions allow", async () => {
    const { member } = await teamWithMember();
    await render(member.app);
    // team_member holds $read_members and $invite_members, nothing else.
    const members = await screen.findByRole("region", { name: "Members" });
    await waitFor(() => expect(members.textContent).toContain("Demo User"));
    expect(within(members).queryByRole("button", { name: /Remove/ })).toBeNull();
    const invitations = part("Invitations")!;
    expect(within(invitations).getByRole("button", { name: "Send invitation" })).toBeTruthy();
    expect(part("Team settings")).toBeNull();
    expect(part("Team API keys")).toBeNull();
    expect(part("Your profile in this team")).toBeTruthy();
    expect(part("Leave team")).toBeTruthy();
  });

  it("a member without $invite_members sees no invite form, without $read_members no members", async () => {
    const { member, team, server } = await teamWithMember();
    const serverMember = (await server.getUser(member.user.id))!;
    await serverMember.revokePermission(team, "team_member");
    await render(member.app);
    await screen.findByRole("textbox", { name: "Display name" });
    expect(part("Invitations")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(part("Members")).toBeNull();
  });

  it("manages the team's API keys where the project allows them", async () => {
    await emulator.updateProjectConfig({ allow_team_api_keys: true });
    const { owner, team, server } = await teamWithMember();
    const { user } = await render(owner.app);
    const keys = await screen.findByRole("region", { name: "Team API keys" });
    // The region shows before its keys are in: wait for the form, as a user would.
    await user.type(await within(keys).findByRole("textbox", { name: "Description" }), "Builds");
    await user.click(within(keys).getByRole("button", { name: "Create API key" }));
    const secret = (await within(keys).findByRole("textbox", { name: "Key" })) as HTMLInputElement;
    const [stored] = await (await server.getTeam(team.id))!.listApiKeys();
    expect(stored?.description).toBe("Builds");
    expect(secret.value.endsWith(stored!.value.lastFour)).toBe(true);
    expect(within(keys).getByRole("row", { name: /Builds/ })).toBeTruthy();
  });

  it("leaves the team after a confirmation", async () => {
    const { member, team, server } = await teamWithMember();
    const { user } = await render(member.app);
    const leave = await screen.findByRole("region", { name: "Leave team" });
    await user.click(within(leave).getByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave Engines?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByText("You are not a member of any team yet.")).toBeTruthy();
    expect((await (await server.getTeam(team.id))!.listUsers()).map((u) => u.id)).toEqual([
      DEMO_USER.id,
    ]);
  });
});
