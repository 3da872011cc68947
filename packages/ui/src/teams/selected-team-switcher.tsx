"use client";

import type { Team } from "@app/core";
import { useStackApp, useUser } from "@app/react";
import { Suspense } from "react";
import { type SwitcherTeam, TeamSwitcher } from "./team-switcher.js";

/**
 * Props of {@link SelectedTeamSwitcher}.
 *
 * @example
 * ```tsx
 * <SelectedTeamSwitcher urlMap={(team) => `/teams/${team.id}`} />
 * ```
 */
export interface SelectedTeamSwitcherProps<AllowNull extends boolean = false> {
  /** Where to go once a team is chosen: `(team) => \`/teams/${team.id}\``. */
  urlMap?: ((team: SwitcherTeam<AllowNull>) => string) | undefined;
  /** The team shown as chosen, instead of the user's selected team. */
  selectedTeam?: Team | undefined;
  /** Leaves the user's selected team as it is (only `onChange` and `urlMap` run). */
  noUpdateSelectedTeam?: boolean | undefined;
  /** Offers "no team", which clears the selection. */
  allowNull?: AllowNull;
  /** The "no team" item's text. Default 'No team'. */
  nullLabel?: string | undefined;
  /** Called with the team chosen, after the selection is saved. */
  onChange?: ((team: SwitcherTeam<AllowNull>) => void) | undefined;
  /** A class name for the button that opens the switcher. */
  triggerClassName?: string | undefined;
}

/**
 * A {@link TeamSwitcher} over the signed-in user's selected team (`user.selectedTeam`): choosing
 * a team saves it (`user.setSelectedTeam()`), then calls `onChange` and goes to `urlMap(team)`
 * with the app's navigate function (`app.useNavigate()`).
 * It renders nothing for a visitor.
 *
 * @example
 * ```tsx
 * <SelectedTeamSwitcher urlMap={(team) => `/teams/${team.id}`} />
 * ```
 */
export function SelectedTeamSwitcher<AllowNull extends boolean = false>(
  props: SelectedTeamSwitcherProps<AllowNull>,
) {
  return (
    <Suspense fallback={<span data-slot="stack-team-switcher-placeholder" aria-hidden="true" />}>
      <SelectedTeamSwitcherOfUser {...props} />
    </Suspense>
  );
}

function SelectedTeamSwitcherOfUser<AllowNull extends boolean>({
  urlMap,
  selectedTeam,
  noUpdateSelectedTeam = false,
  allowNull,
  nullLabel,
  onChange,
  triggerClassName,
}: SelectedTeamSwitcherProps<AllowNull>) {
  // The app's navigate function: the router's with `redirectMethod: { useNavigate }`.
  const navigate = useStackApp().useNavigate();
  const user = useUser();
  if (!user) return null;
  return (
    <TeamSwitcher<AllowNull>
      team={selectedTeam ?? user.selectedTeam ?? undefined}
      allowNull={allowNull}
      nullLabel={nullLabel}
      triggerClassName={triggerClassName}
      onChange={async (team) => {
        if (!noUpdateSelectedTeam) await user.setSelectedTeam(team);
        onChange?.(team);
        if (urlMap) navigate(urlMap(team));
      }}
    />
  );
}
