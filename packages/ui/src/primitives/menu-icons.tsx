import type { ReactNode } from "react";

// Small line icons for menu items and settings sections, drawn for this package; each follows
// the text colour.

/** A 16-pixel line icon of `children` (paths on a 24-unit grid), hidden from assistive technology. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      data-slot="stack-menu-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A gear: account settings. */
export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </Icon>
);

/** A door with an arrow out: sign out. */
export const SignOutIcon = () => (
  <Icon>
    <path d="M9 4H5v16h4M15 8l4 4-4 4M19 12H9" />
  </Icon>
);

/** An arrow into a door: sign in. */
export const SignInIcon = () => (
  <Icon>
    <path d="M15 4h4v16h-4M10 8l4 4-4 4M14 12H4" />
  </Icon>
);

/** A person with a plus: sign up. */
export const SignUpIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20c.8-3.5 3.2-5.5 6-5.5s5.2 2 6 5.5M18 8v6M15 11h6" />
  </Icon>
);

/** Half a circle filled: light or dark. */
export const ThemeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 3.5v17a8.5 8.5 0 0 0 0-17Z" fill="currentColor" />
  </Icon>
);

/** A plus: create. */
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** A chevron pointing down: a menu opens here. */
export const ChevronIcon = () => (
  <Icon>
    <path d="m7 10 5 5 5-5" />
  </Icon>
);
