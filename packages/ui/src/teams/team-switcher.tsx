"use client";

import type { Team } from "@app/core";
import { useProject, useStackApp, useUser } from "@app/react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Suspense, useId } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { ErrorAlert } from "../primitives/error-alert.js";
import { ChevronIcon, PlusIcon } from "../primitives/menu-icons.js";
import { useAsyncAction } from "../primitives/use-async-action.js";
import { TeamIcon } from "./team-icon.js";

/** The team a switcher hands to `onChange`: `null` (no team) only with `allowNull`. */
export type SwitcherTeam<AllowNull extends boolean> = AllowNull extends true ? Team | null : Team;

/** Props of {@link TeamSwitcher}. */
export interface TeamSwitcherProps<AllowNull extends boolean = false> {
  /** The team shown as chosen. */
  team?: Team | undefined;
  /** Or the id of the team shown as chosen. */
  teamId?: string | undefined;
  /** The teams to choose from. Default the signed-in user's (`user.useTeams()`). */
  teams?: Team[] | undefined;
  /** Offers "no team" too. */
  allowNull?: AllowNull;
  /** The "no team" item's text. Default 'No team'. */
  nullLabel?: string | undefined;
  triggerClassName?: string | undefined;
  /** Called with the team chosen; the button is busy until it settles, and tells a failure. */
  onChange?: ((team: SwitcherTeam<AllowNull>) => void | Promise<void>) | undefined;
}

/**
 * A menu button to pick one of the user's teams (Radix DropdownMenu with radio items: arrow
 * keys, typeahead, Escape; the chosen team is checked), 'Create a team' at the end when the
 * project lets users create teams (it opens account settings at `#team-creation`, with the app's
 * navigate function: the router's with `redirectMethod: { useNavigate }`). It renders
 * nothing for a visitor unless `teams` is given.
 *
 * @example
 * ```tsx
 * <TeamSwitcher teamId={params.teamId} onChange={(team) => navigate(`/teams/${team.id}`)} />
 * ```
 */
export function TeamSwitcher<AllowNull extends boolean = false>(
  props: TeamSwitcherProps<AllowNull>,
) {
  return (
    <Suspense fallback={<span data-slot="stack-team-switcher-placeholder" aria-hidden="true" />}>
      {props.teams ? <TeamMenu {...props} teams={props.teams} /> : <UserTeamMenu {...props} />}
    </Suspense>
  );
}

function UserTeamMenu<AllowNull extends boolean>(props: TeamSwitcherProps<AllowNull>) {
  const user = useUser();
  return user ? <TeamsOf user={user} {...props} /> : null;
}

function TeamsOf<AllowNull extends boolean>({
  user,
  ...props
}: TeamSwitcherProps<AllowNull> & { user: NonNullable<ReturnType<typeof useUser>> }) {
  return <TeamMenu {...props} teams={user.useTeams()} />;
}

function TeamMenu<AllowNull extends boolean>({
  team,
  teamId,
  teams,
  allowNull,
  nullLabel,
  triggerClassName,
  onChange,
}: TeamSwitcherProps<AllowNull> & { teams: Team[] }) {
  const app = useStackApp();
  // The app's navigate function: the router's with `redirectMethod: { useNavigate }`.
  const navigate = app.useNavigate();
  const { config } = useProject();
  const { t } = useTranslation();
  const errorId = useId();
  const action = useAsyncAction((run: () => void | Promise<void>) => run());
  const current = team ?? teams.find((candidate) => candidate.id === teamId) ?? null;
  const noTeam = nullLabel ?? t("teamSwitcherNoTeam");
  const choose = (id: string) => {
    const next = id === "" ? null : (teams.find((candidate) => candidate.id === id) ?? null);
    if (next === null && !allowNull) return;
    if ((next?.id ?? null) === (current?.id ?? null)) return;
    action.run(() => onChange?.(next as SwitcherTeam<AllowNull>));
  };
  const shown = current?.displayName ?? (allowNull ? noTeam : null);
  return (
    <span data-slot="stack-team-switcher">
      {/* Not modal, and in place (no portal): the page around the open menu stays in the
          accessibility tree, and the menu sits in the trigger's landmark (axe: aria-hidden-focus
          and region, issue 33). Closing on Escape, outside clicks and focus leaving stays. */}
      <Menu.Root modal={false}>
        <Menu.Trigger
          data-slot="stack-team-switcher-trigger"
          className={triggerClassName}
          disabled={action.pending}
          aria-busy={action.pending || undefined}
          aria-describedby={action.error ? errorId : undefined}
        >
          {current ? <TeamIcon team={current} /> : null}
          {shown === null ? (
            <span data-slot="stack-team-name">{t("teamSwitcherSelect")}</span>
          ) : (
            <>
              <span data-slot="stack-visually-hidden">
                {t("teamSwitcherLabel", { team: shown })}
              </span>
              <span data-slot="stack-team-name" aria-hidden="true">
                {shown}
              </span>
            </>
          )}
          <ChevronIcon />
        </Menu.Trigger>
        <Menu.Content data-slot="stack-menu" align="start" sideOffset={6}>
          <Menu.Label data-slot="stack-menu-label">{t("teamSwitcherTeams")}</Menu.Label>
          <Menu.RadioGroup value={current?.id ?? ""} onValueChange={choose}>
            {allowNull ? (
              <Menu.RadioItem data-slot="stack-menu-item" value="">
                <span>{noTeam}</span>
              </Menu.RadioItem>
            ) : null}
            {teams.map((candidate) => (
              <Menu.RadioItem key={candidate.id} data-slot="stack-menu-item" value={candidate.id}>
                <TeamIcon team={candidate} />
                <span>{candidate.displayName}</span>
                <Menu.ItemIndicator data-slot="stack-menu-check">✓</Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          {config.clientTeamCreationEnabled ? (
            <>
              <Menu.Separator data-slot="stack-menu-separator" />
              <Menu.Item
                data-slot="stack-menu-item"
                onSelect={() => navigate(`${app.urls.accountSettings}#team-creation`)}
              >
                <PlusIcon />
                <span>{t("teamSwitcherCreate")}</span>
              </Menu.Item>
            </>
          ) : null}
        </Menu.Content>
      </Menu.Root>
      <ErrorAlert id={errorId} message={action.error} />
    </span>
  );
}
