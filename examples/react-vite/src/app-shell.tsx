import { SelectedTeamSwitcher, UserButton } from "@app/ui";
import type { ReactNode } from "react";
import { toggleTheme } from "./theme.js";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/protected", label: "Protected" },
  { href: "/teams", label: "Teams" },
  { href: "/api-keys", label: "API keys" },
];

/** The example's frame: a header with the app's name, its pages, the team switcher and the user. */
export function AppShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="app">
      <header className="app-header">
        <a className="app-brand" href="/">
          <span className="app-logo" aria-hidden="true" />
          Acme
        </a>
        <nav className="app-nav" aria-label="Pages">
          {LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              aria-current={link.href === pathname ? "page" : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="app-header-end">
          <SelectedTeamSwitcher />
          <UserButton showUserInfo colorModeToggle={toggleTheme} />
        </div>
      </header>
      {children}
    </div>
  );
}
