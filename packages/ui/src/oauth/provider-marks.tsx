import type { ReactNode } from "react";

// A small mark per provider, drawn for this package from plain shapes (no artwork of the
// providers'), so that each button is recognised at a glance. They ship with the button: no
// request, no layout shift. `currentColor` marks follow the button's text colour (dark mode).

const marks: Readonly<Record<string, ReactNode>> = {
  google: (
    <g fill="none" strokeWidth="3.2">
      <path d="M20 12A8 8 0 0 1 17.66 17.66" stroke="#4285f4" />
      <path d="M17.66 17.66A8 8 0 0 1 6.34 17.66" stroke="#34a853" />
      <path d="M6.34 17.66A8 8 0 0 1 4.48 9.26" stroke="#fbbc05" />
      <path d="M4.48 9.26A8 8 0 0 1 17.66 6.34" stroke="#ea4335" />
      <path d="M12.5 12H20" stroke="#4285f4" />
    </g>
  ),
  github: <path fill="currentColor" d="M6 9.5 7 3.5l3.2 3.3h3.6L17 3.5l1 6a6.5 6.5 0 1 1-12 0Z" />,
  microsoft: (
    <g>
      <rect x="3" y="3" width="8.5" height="8.5" fill="#f25022" />
      <rect x="12.5" y="3" width="8.5" height="8.5" fill="#7fba00" />
      <rect x="3" y="12.5" width="8.5" height="8.5" fill="#00a4ef" />
      <rect x="12.5" y="12.5" width="8.5" height="8.5" fill="#ffb900" />
    </g>
  ),
  spotify: (
    <g>
      <circle cx="12" cy="12" r="9.5" fill="#1db954" />
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <path d="M6.8 9.4Q12 7.4 17.2 9.9" strokeWidth="1.8" />
        <path d="M7.4 12.4Q12 10.9 16.3 13" strokeWidth="1.6" />
        <path d="M8 15.3Q11.5 14.3 15.2 15.8" strokeWidth="1.4" />
      </g>
    </g>
  ),
  facebook: (
    <g>
      <circle cx="12" cy="12" r="9.5" fill="#1877f2" />
      <path
        d="M13.2 21.5V12.5h2.6M10.4 12.5h2.8M13.2 12.5V9.8a2 2 0 0 1 2-2h1.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
      />
    </g>
  ),
  discord: (
    <g>
      <rect x="2.5" y="5" width="19" height="14" rx="5" fill="#5865f2" />
      <circle cx="9.3" cy="12.2" r="1.7" fill="#fff" />
      <circle cx="14.7" cy="12.2" r="1.7" fill="#fff" />
    </g>
  ),
  gitlab: <path fill="#fc6d26" d="M12 20.5 3.3 13.8 5.4 4.5 8 11h8l2.6-6.5 2.1 9.3Z" />,
  bitbucket: (
    <g>
      <path fill="#2684ff" d="M3.5 5h17l-2.6 14.5H6.1Z" />
      <path fill="#fff" d="M10 10h4l-.6 4.2h-2.8Z" />
    </g>
  ),
  linkedin: (
    <g>
      <rect x="2.5" y="2.5" width="19" height="19" rx="3" fill="#0a66c2" />
      <circle cx="8" cy="7.6" r="1.4" fill="#fff" />
      <rect x="6.8" y="10" width="2.4" height="7.5" fill="#fff" />
      <path
        fill="#fff"
        d="M11 17.5V10h2.2v1.2q.8-1.2 2.4-1.2 2.4 0 2.4 2.8v4.7h-2.2v-4.2q0-1.3-1.1-1.3-1.4 0-1.4 1.5v4Z"
      />
    </g>
  ),
  apple: (
    <g fill="currentColor">
      <path d="M12 8.2C9 6.6 5.5 8 5.5 12.5c0 4 3 8 5 7.5.8-.2 2.2-.2 3 0 2 .5 5-3.5 5-7.5C18.5 8 15 6.6 12 8.2Z" />
      <path d="M12.2 7c0-2 1.5-3.5 3.5-3.5 0 2-1.5 3.5-3.5 3.5Z" />
    </g>
  ),
  x: (
    <path
      d="M5 4.5 19 19.5M19 4.5 5 19.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
    />
  ),
};

/** The mark of a provider the SDK knows (`github`, `google`…), or `null`. */
export function ProviderMark({ provider }: { provider: string }) {
  const mark = Object.hasOwn(marks, provider) ? marks[provider] : undefined;
  if (!mark) return null;
  return (
    <svg
      data-slot="stack-provider-mark"
      data-provider={provider}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      {mark}
    </svg>
  );
}

/** The providers that have a mark. */
export const PROVIDERS_WITH_MARKS: readonly string[] = Object.keys(marks);
