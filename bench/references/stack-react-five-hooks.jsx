// The reference SDK's StackProvider + the same five hooks as entries/react-five-hooks.jsx.
import { StackClientApp, StackProvider, useStackApp, useUser } from "@stackframe/react";
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
