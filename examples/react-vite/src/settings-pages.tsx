import { ApiKeysSection, TeamsSection } from "@app/ui";

// The settings sections of @app/ui on pages of the example's own. Each loads its code when it
// renders, so a signed-out visitor's first page does not carry it.

/** `/teams`: create a team, and manage the user's teams. */
export function TeamsPage() {
  return (
    <main className="app-main">
      <h1>Your teams</h1>
      <TeamsSection />
    </main>
  );
}

/** `/api-keys`: the user's API keys. */
export function ApiKeysPage() {
  return (
    <main className="app-main">
      <h1>Your API keys</h1>
      <ApiKeysSection />
    </main>
  );
}
