import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { SelectedTeamSwitcher } from "./selected-team-switcher.js";
import { TeamSwitcher } from "./team-switcher.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The demo user with two teams of their own, "Engines" selected (the last created). */
async function userWithTeams() {
  const test = emulator.createApp();
  await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  const user = (await test.app.getUser({ or: "throw" }))!;
  const looms = await user.createTeam({ displayName: "Looms" });
  const engines = await user.createTeam({ displayName: "Engines" });
  return { ...test, user, looms, engines };
}

const radioNames = () => screen.getAllByRole("menuitemradio").map((item) => item.textContent);

describe("SelectedTeamSwitcher", () => {
  it("shows the selected team, lists the user's teams, and selects the one chosen", async () => {
    const { app, looms, navigate } = await userWithTeams();
    const changed = vi.fn();
    const { container } = await renderWithApp(
      app,
      <SelectedTeamSwitcher onChange={changed} urlMap={(team) => `/teams/${team.id}`} />,
    );
    const trigger = await screen.findByRole("button", { name: "Team: Engines" });
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(radioNames()).toEqual(expect.arrayContaining(["EEngines✓", "LLooms"]));
    expect(
      within(menu)
        .getByRole("menuitemradio", { name: /Engines/ })
        .getAttribute("aria-checked"),
    ).toBe("true");
    expect(within(menu).getByRole("menuitem", { name: "Create a team" })).toBeTruthy();
    await expectNoAxeViolations(menu);

    await user.click(within(menu).getByRole("menuitemradio", { name: /Looms/ }));
    await screen.findByRole("button", { name: "Team: Looms" });
    expect((await app.getUser({ or: "throw" }))!.selectedTeam?.id).toBe(looms.id);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: looms.id }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/teams/${looms.id}`));
  });

  it("goes to the chosen team's URL and to team creation with the router's navigate (redirectMethod { useNavigate }, issue 29)", async () => {
    const routerNavigate = vi.fn();
    const test = emulator.createApp({ redirectMethod: { useNavigate: () => routerNavigate } });
    await test.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const looms = await (await test.app.getUser({ or: "throw" })).createTeam({
      displayName: "Looms",
    });
    await renderWithApp(
      test.app,
      <SelectedTeamSwitcher allowNull urlMap={(team) => `/teams/${team?.id ?? "none"}`} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Team: Looms" }));
    await user.click(await screen.findByRole("menuitem", { name: "Create a team" }));
    expect(routerNavigate).toHaveBeenCalledWith("/handler/account-settings#team-creation");
    await user.click(await screen.findByRole("button", { name: "Team: Looms" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /No team/ }));
    await waitFor(() => expect(routerNavigate).toHaveBeenCalledWith("/teams/none"));
    expect(looms.id).toBeTruthy();
  });

  it("with allowNull, offers 'No team', which clears the selection", async () => {
    const { app } = await userWithTeams();
    await renderWithApp(app, <SelectedTeamSwitcher allowNull nullLabel="Personal" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Team: Engines" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Personal" }));
    await screen.findByRole("button", { name: "Team: Personal" });
    expect((await app.getUser({ or: "throw" }))!.selectedTeam).toBeNull();
  });

  it("with noUpdateSelectedTeam, only reports the choice", async () => {
    const { app, engines, looms } = await userWithTeams();
    const changed = vi.fn();
    await renderWithApp(app, <SelectedTeamSwitcher noUpdateSelectedTeam onChange={changed} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Team: Engines" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /Looms/ }));
    await waitFor(() =>
      expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: looms.id })),
    );
    expect((await app.getUser({ or: "throw" }))!.selectedTeam?.id).toBe(engines.id);
  });

  it("renders nothing for a visitor", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <SelectedTeamSwitcher />);
    await waitFor(() =>
      expect(container.querySelector('[data-slot="stack-team-switcher-placeholder"]')).toBeNull(),
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("TeamSwitcher", () => {
  it("picks from given teams, says 'Select team' before a choice, and tells a failing onChange", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, user: current } = await userWithTeams();
    const teams = await current.listTeams();
    const onChange = vi.fn(async () => {
      throw new Error("no");
    });
    await renderWithApp(app, <TeamSwitcher teams={teams} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Select team" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /Looms/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ displayName: "Looms" }));
  });
});
