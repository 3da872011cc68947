// The reference SDK's account settings page, measured as its sign-in page is (in StackTheme).
import { AccountSettings, StackClientApp, StackProvider, StackTheme } from "@stackframe/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <StackTheme>
      <AccountSettings fullPage />
    </StackTheme>
  </StackProvider>,
);
