// The reference SDK's StackProvider + useUser, as its docs show it.
import { StackClientApp, StackProvider, useUser } from "@stackframe/react";
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
