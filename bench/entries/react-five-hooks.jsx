// StackProvider + five hooks (issue 14): the user, the project, and three of the user's lists.
import { StackClientApp } from "@app/core";
import { StackProvider, useStackApp, useUser } from "@app/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
function Dashboard() {
  const project = useStackApp().useProject();
  const user = useUser({ or: "redirect" });
  const teams = user.useTeams();
  const channels = user.useContactChannels();
  const keys = user.useApiKeys();
  return (
    <p>
      {project.displayName}: {teams.length} teams, {channels.length} emails, {keys.length} keys
    </p>
  );
}
createRoot(document.body).render(
  <StackProvider app={app}>
    <Dashboard />
  </StackProvider>,
);
