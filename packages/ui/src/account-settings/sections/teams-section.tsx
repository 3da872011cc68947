import { useProject, useUser } from "@app/react";
import { Suspense, useId, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Field } from "../../primitives/field.js";
import { LoadingIndicator } from "../../primitives/loading-indicator.js";
import { OnboardedOnly } from "../../primitives/onboarded-only.js";
import { CreateTeamForm } from "../teams/create-team-form.js";
import { TeamPanel } from "../teams/team-panel.js";

/**
 * Props of {@link TeamsSection}.
 *
 * @example
 * ```tsx
 * <TeamsSection teamId={teamId} />
 * ```
 */
export interface TeamsSectionProps {
  /** The team shown first. Default the user's selected team, else their first. */
  teamId?: string | undefined;
}

/**
 * The account-settings section of the signed-in user's teams: pick one of them and manage what
 * the user's permissions there allow (their team profile, members, invitations, the team's
 * name, its API keys; leaving), and create a team where the project lets users do so
 * (`#team-creation`). A visitor is sent to sign-in, and a user who has not finished onboarding
 * (such as verifying their email, where the project requires it) to the onboarding page.
 *
 * @example
 * ```tsx
 * <Suspense fallback={<p>Loading…</p>}>
 *   <TeamsSection teamId={params.teamId} />
 * </Suspense>
 * ```
 */
export function TeamsSection(props: TeamsSectionProps) {
  return (
    <OnboardedOnly>
      <Teams {...props} />
    </OnboardedOnly>
  );
}

function Teams({ teamId }: TeamsSectionProps) {
  const { t } = useTranslation(enAfterSignIn);
  const { config } = useProject();
  const user = useUser({ or: "redirect" });
  const teams = user.useTeams();
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const byId = (id: string | null | undefined) => teams.find((team) => team.id === id);
  const team = byId(chosen) ?? byId(teamId) ?? byId(user.selectedTeam?.id) ?? teams[0];
  return (
    <section data-slot="stack-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId} data-slot="stack-section-title">
        {t("teamsTitle")}
      </h2>
      {team ? (
        <>
          <Field label={t("teamsChoose")}>
            {(control) => (
              <select
                {...control}
                data-slot="stack-select"
                value={team.id}
                onChange={(event) => setChosen(event.currentTarget.value)}
              >
                {teams.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.displayName}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {/* A team opened for the first time loads its permissions and profile meanwhile. */}
          <Suspense key={team.id} fallback={<LoadingIndicator label={t("loading")} />}>
            <TeamPanel team={team} user={user} />
          </Suspense>
        </>
      ) : (
        <p data-slot="stack-empty">{t("teamsNone")}</p>
      )}
      {config.clientTeamCreationEnabled ? (
        <CreateTeamForm
          create={(displayName) => user.createTeam({ displayName })}
          onCreated={(created) => setChosen(created.id)}
        />
      ) : null}
    </section>
  );
}
