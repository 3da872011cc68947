import { Icon } from "../primitives/menu-icons.js";

// The icons of the account settings' sections, drawn for this package in the menu icons' style.

/** A person: the profile. */
export const ProfileIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.5 4.2-7 8-7s7 2.5 8 7" />
  </Icon>
);

/** An envelope: e-mail addresses. */
export const EmailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

/** A key: password and passkeys. */
export const KeyIcon = () => (
  <Icon>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </Icon>
);

/** A fingerprint-like arc: passkeys. */
export const PasskeyIcon = () => (
  <Icon>
    <path d="M12 11v4M8.5 8.5a5 5 0 0 1 8.5 3.5v1.5M7 12.5V12M8 19c.7-1.8 1-3.5 1-5.5M16 19.5c.5-1.3.8-2.6.9-4" />
    <path d="M5 7a9 9 0 0 1 15 5" />
  </Icon>
);

/** A shield with a tick: two-factor authentication. */
export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Icon>
);

/** A screen: active sessions. */
export const MonitorIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);

/** Two links of a chain: connected accounts. */
export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

/** Angle brackets: API keys (access for programs). */
export const CodeIcon = () => (
  <Icon>
    <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
  </Icon>
);

/** Two people: teams. */
export const TeamIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.8 3.3-6 6.5-6s5.7 2.2 6.5 6" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M17.5 14.4c2 .8 3.4 2.7 4 5.6" />
  </Icon>
);

/** A bin: deleting the account. */
export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);
