// StackProvider + useUser, no UI components.
import { StackClientApp } from "@app/core";
import { StackProvider, useUser } from "@app/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
function Who() {
  const user = useUser();
  return <p>{user ? user.primaryEmail : "signed out"}</p>;
}
createRoot(document.body).render(
  <StackProvider app={app}>
    <Who />
  </StackProvider>,
);
