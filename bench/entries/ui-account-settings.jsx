// The account settings page of an app: what loads with <AccountSettings/> (its code is a lazy chunk).
import { StackClientApp } from "@app/core";
import { StackProvider } from "@app/react";
import { AccountSettings } from "@app/ui";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <AccountSettings fullPage />
  </StackProvider>,
);
