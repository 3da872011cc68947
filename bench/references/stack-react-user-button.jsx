// The reference SDK's user button in an app's header, measured as its sign-in page is (in StackTheme).
import { StackClientApp, StackProvider, StackTheme, UserButton } from "@stackframe/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <StackTheme>
      <UserButton showUserInfo />
    </StackTheme>
  </StackProvider>,
);
