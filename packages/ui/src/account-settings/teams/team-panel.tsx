import type { CurrentUser, Team } from "@app/core";
import { useProject } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { ApiKeyManager } from "../api-keys/api-key-manager.js";
import { Subsection } from "./subsection.js";
import { TeamInvitations } from "./team-invitations.js";
import { TeamMembers } from "./team-members.js";
import { TextSettingForm } from "./text-setting-form.js";

/** Props of {@link TeamPanel}. */
export interface TeamPanelProps {
  team: Team;
  user: CurrentUser;
}

/**
 * Everything the user may do in one of their teams, each part shown only with its permission:
 * their team profile (always), members (`$read_members`; removing `$remove_members`),
 * invitations (`$invite_members`), the team's name (`$update_team`), its API keys
 * (`$manage_api_keys`, where the project allows team API keys), and leaving (always).
 */
export function TeamPanel({ team, user }: TeamPanelProps) {
  const { t } = useTranslation(enAfterSignIn);
  const { config } = useProject();
  const canReadMembers = user.usePermission(team, "$read_members") !== null;
  const canRemoveMembers = user.usePermission(team, "$remove_members") !== null;
  const canInvite = user.usePermission(team, "$invite_members") !== null;
  const canUpdate = user.usePermission(team, "$update_team") !== null;
  const canManageKeys = user.usePermission(team, "$manage_api_keys") !== null;
  const profile = user.useTeamProfile(team);
  return (
    <div data-slot="stack-team-panel">
      <Subsection title={t("teamProfileTitle")} hint={t("teamProfileHint")}>
        <TextSettingForm
          label={t("teamProfileName")}
          value={profile.displayName ?? ""}
          submitLabel={t("teamSave")}
          onSave={(displayName) => profile.update({ displayName: displayName || null })}
        />
      </Subsection>
      {canReadMembers ? (
        <Subsection title={t("teamMembersTitle")}>
          <TeamMembers team={team} viewer={user} canRemove={canRemoveMembers} />
        </Subsection>
      ) : null}
      {canInvite ? (
        <Subsection title={t("teamInvitationsTitle")}>
          <TeamInvitations team={team} canRevoke={canRemoveMembers} />
        </Subsection>
      ) : null}
      {canUpdate ? (
        <Subsection title={t("teamSettingsTitle")}>
          <TextSettingForm
            label={t("teamsName")}
            value={team.displayName}
            submitLabel={t("teamSettingsRename")}
            requiredMessage={t("teamsEnterName")}
            onSave={(displayName) => team.update({ displayName })}
          />
        </Subsection>
      ) : null}
      {config.allowTeamApiKeys && canManageKeys ? (
        <Subsection title={t("teamApiKeysTitle")} hint={t("teamApiKeysHint")}>
          <TeamApiKeys team={team} />
        </Subsection>
      ) : null}
      <Subsection title={t("teamLeaveTitle")} hint={t("teamLeaveHint")}>
        <ConfirmDialog
          trigger={<Button variant="destructive">{t("teamLeave")}</Button>}
          title={t("teamLeaveConfirmTitle", { team: team.displayName })}
          description={t("teamLeaveHint")}
          confirmLabel={t("teamLeaveConfirm")}
          onConfirm={() => user.leaveTeam(team)}
        />
      </Subsection>
    </div>
  );
}

/** The team's keys: a component of its own, so that its hook runs only with the permission. */
function TeamApiKeys({ team }: { team: Team }) {
  const { t } = useTranslation(enAfterSignIn);
  return (
    <ApiKeyManager
      keys={team.useApiKeys()}
      create={(options) => team.createApiKey(options)}
      label={t("teamApiKeysTitle")}
      headingLevel="h4"
    />
  );
}
