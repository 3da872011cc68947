// The reference SDK's prebuilt sign-in screen, as PEERS.md measures it (in StackTheme).
import { SignIn, StackClientApp, StackProvider, StackTheme } from "@stackframe/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <StackTheme>
      <SignIn />
    </StackTheme>
  </StackProvider>,
);
