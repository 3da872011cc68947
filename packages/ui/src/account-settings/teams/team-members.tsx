import type { Team, TeamUser } from "@app/core";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { type Translation, useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { UserAvatar } from "../../user/user-avatar.js";

/** The signed-in user, as {@link TeamMembers} names them in their own row. */
export interface TeamMembersViewer {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
}

/** Props of {@link TeamMembers}. */
export interface TeamMembersProps {
  team: Team;
  /** The signed-in user: their row says 'You' and cannot be removed (they leave instead). */
  viewer: TeamMembersViewer;
  /** Whether the user holds `$remove_members`. */
  canRemove: boolean;
}

/**
 * How a member is named to the viewer: their display name in the team; for the viewer
 * themselves without one, their own name or e-mail; for another member without one, 'Member' and
 * the start of their user id (a client sees no other member's e-mail), which tells members apart
 * and matches what the app's admins see.
 */
export function memberName(
  member: TeamUser,
  viewer: TeamMembersViewer,
  t: Translation["t"],
): string {
  const named = member.teamProfile.displayName?.trim();
  if (named) return named;
  if (member.id === viewer.id) {
    const own = viewer.displayName?.trim() || viewer.primaryEmail;
    if (own) return own;
  }
  return t("teamMembersUnnamed", { id: member.id.slice(0, 8) });
}

/** The team's members (needs `$read_members`), each removable with `$remove_members`. */
export function TeamMembers({ team, viewer, canRemove }: TeamMembersProps) {
  const { t } = useTranslation(enAfterSignIn);
  const members = team.useUsers();
  return (
    <ul data-slot="stack-list">
      {members.map((member) => {
        const name = memberName(member, viewer, t);
        const self = member.id === viewer.id;
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
