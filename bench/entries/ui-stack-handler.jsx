// The handler pages (what a signed-out visitor of /handler/sign-in loads): the page table, with
// account settings and the other heavy pages as lazy chunks.
import { StackClientApp } from "@app/core";
import { StackProvider } from "@app/react";
import { StackHandler } from "@app/ui";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.body).render(
  <StackProvider app={app}>
    <StackHandler />
  </StackProvider>,
);
