import type { Team } from "@app/core";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { UserAvatar } from "../../user/user-avatar.js";

/** Props of {@link TeamMembers}. */
export interface TeamMembersProps {
  team: Team;
  /** The signed-in user's id: their row says 'You' and cannot be removed (they leave instead). */
  userId: string;
  /** Whether the user holds `$remove_members`. */
  canRemove: boolean;
}

/** The team's members (needs `$read_members`), each removable with `$remove_members`. */
export function TeamMembers({ team, userId, canRemove }: TeamMembersProps) {
  const { t } = useTranslation(enAfterSignIn);
  const members = team.useUsers();
  return (
    <ul data-slot="stack-list">
      {members.map((member) => {
        const name = member.teamProfile.displayName?.trim() || t("teamMembersUnnamed");
        const self = member.id === userId;
        return (
          <li key={member.id} data-slot="stack-list-item">
            <UserAvatar user={member.teamProfile} size={28} decorative />
            <span data-slot="stack-list-text">
              {name}
              {self ? <span data-slot="stack-badge">{t("teamMembersYou")}</span> : null}
            </span>
            {canRemove && !self ? (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" aria-label={t("teamMembersRemoveLabel", { name })}>
                    {t("teamMembersRemove")}
                  </Button>
                }
                title={t("teamMembersRemoveTitle", { name })}
                description={t("teamMembersRemoveBody")}
                confirmLabel={t("teamMembersRemove")}
                onConfirm={() => team.removeUser(member.id)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
