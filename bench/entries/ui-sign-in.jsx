// The prebuilt sign-in screen.
import { StackClientApp } from "@app/core";
import { StackProvider } from "@app/react";
import { SignIn } from "@app/ui";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <SignIn />
  </StackProvider>,
);
