import type { ActiveSession, GeoInfo } from "@app/core";
import { useUser } from "@app/react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { type Translation, useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { describeUserAgent } from "./user-agent.js";

/** The place a session was last used from: 'Berlin, BE, DE', or null when nothing is known. */
export function sessionPlace(geo: GeoInfo | undefined): string | null {
  if (!geo) return null;
  return [geo.cityName, geo.regionCode, geo.countryCode].filter(Boolean).join(", ") || null;
}

/**
 * The active sessions section: every signed-in session of the user, newest first. This device's
 * is named by its browser and system ('Chrome on Linux') and marked 'This device'; another by
 * where it was last used (the place, else the IP address). Each tells its IP address, its last
 * use and when it signed in; the others can be revoked after a confirmation.
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

/** This device, as its user agent names it: 'Chrome on Linux', 'Firefox', or null. */
function thisDevice(t: Translation["t"]): string | null {
  const { browser, system } =
    typeof navigator === "undefined"
      ? { browser: null, system: null }
      : describeUserAgent(navigator.userAgent);
  if (browser && system) return t("sessionsDevice", { browser, system });
  return browser ?? system;
}

function SessionRow({ session, onRevoke }: { session: ActiveSession; onRevoke(): Promise<void> }) {
  const { t, lang } = useTranslation(enAfterSignIn);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const place = sessionPlace(session.geoInfo);
  const ip = session.geoInfo?.ip ?? null;
  // The service keeps no user agent: the browser is known for this device only. Another
  // session is named by where it was last used.
  const title = session.isCurrentSession
    ? (thisDevice(t) ?? t("sessionsUnknownDevice"))
    : (place ?? ip ?? t("sessionsUnknownPlace"));
  const details = [
    session.isCurrentSession ? place : null,
    ip !== null && title !== ip ? t("sessionsIp", { ip }) : null,
    session.lastUsedAt ? t("sessionsLastUsed", { time: format.format(session.lastUsedAt) }) : null,
    t("sessionsSignedIn", { time: format.format(session.createdAt) }),
  ].filter((detail): detail is string => detail !== null);
  return (
    <li
      data-slot="stack-settings-item"
      data-current={session.isCurrentSession ? "" : undefined}
      aria-label={[title, ...(session.isCurrentSession ? [t("sessionsThis")] : [])].join(", ")}
    >
      <div data-slot="stack-settings-row">
        <div data-slot="stack-settings-row-text">
          <span data-slot="stack-settings-value">
            {title}
            {session.isCurrentSession ? (
              <span data-slot="stack-badge">{t("sessionsThis")}</span>
            ) : null}
            {session.isImpersonation ? (
              <span data-slot="stack-badge" data-variant="warning">
                {t("sessionsImpersonation")}
              </span>
            ) : null}
          </span>
          {details.map((detail) => (
            <span key={detail} data-slot="stack-settings-detail">
              {detail}
            </span>
          ))}
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
