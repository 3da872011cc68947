// The user button in an app's header (its menu, avatar and words; English only).
import { StackClientApp } from "@app/core";
import { StackProvider } from "@app/react";
import { UserButton } from "@app/ui";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <UserButton showUserInfo />
  </StackProvider>,
);
