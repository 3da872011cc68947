/** A team's profile image, or the first letter of its name in a square. */
export function TeamIcon({
  team,
}: {
  team: { displayName: string; profileImageUrl?: string | null };
}) {
  return (
    <span data-slot="stack-team-icon" aria-hidden="true">
      {team.profileImageUrl ? (
        <img src={team.profileImageUrl} alt="" width={20} height={20} />
      ) : (
        (Array.from(team.displayName.trim())[0]?.toUpperCase() ?? "")
      )}
    </span>
  );
}
