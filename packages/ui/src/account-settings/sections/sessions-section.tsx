import type { ActiveSession, GeoInfo } from "@app/core";
import { useUser } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";

/** Where a session was last used: 'Berlin, DE (203.0.113.7)', or null when nothing is known. */
export function sessionPlace(geo: GeoInfo | undefined): string | null {
  if (!geo) return null;
  const place = [geo.cityName, geo.regionCode, geo.countryCode].filter(Boolean).join(", ");
  if (place && geo.ip) return `${place} (${geo.ip})`;
  return place || geo.ip || null;
}

/**
 * The active sessions section: every signed-in session of the user, newest first, this one
 * marked, each with when it was last used (or signed in) and where from; the others can be
 * revoked after a confirmation.
 */
export function SessionsSection() {
  const user = useUser({ or: "redirect" });
  const sessions = user.useActiveSessions();
  return (
    <div data-slot="stack-settings-section">
      <ul data-slot="stack-settings-list">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onRevoke={() => user.revokeSession(session.id)}
          />
        ))}
      </ul>
    </div>
  );
}

function SessionRow({ session, onRevoke }: { session: ActiveSession; onRevoke(): Promise<void> }) {
  const { t, lang } = useTranslation(enAfterSignIn);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const place = sessionPlace(session.geoInfo) ?? t("sessionsUnknownPlace");
  const when = session.lastUsedAt
    ? t("sessionsLastUsed", { time: format.format(session.lastUsedAt) })
    : t("sessionsSignedIn", { time: format.format(session.createdAt) });
  return (
    <li
      data-slot="stack-settings-item"
      data-current={session.isCurrentSession ? "" : undefined}
      aria-label={`${when}, ${place}`}
    >
      <div data-slot="stack-settings-row">
        <div data-slot="stack-settings-row-text">
          <span data-slot="stack-settings-value">{when}</span>
          <span data-slot="stack-settings-detail">{place}</span>
          <span data-slot="stack-badges">
            {session.isCurrentSession ? (
              <span data-slot="stack-badge">{t("sessionsThis")}</span>
            ) : null}
            {session.isImpersonation ? (
              <span data-slot="stack-badge" data-variant="warning">
                {t("sessionsImpersonation")}
              </span>
            ) : null}
          </span>
        </div>
        {session.isCurrentSession ? null : (
          <ConfirmDialog
            trigger={<Button variant="destructive">{t("sessionsRevoke")}</Button>}
            title={t("sessionsRevokeTitle")}
            description={t("sessionsRevokeBody")}
            confirmLabel={t("sessionsRevoke")}
            onConfirm={onRevoke}
          />
        )}
      </div>
    </li>
  );
}
