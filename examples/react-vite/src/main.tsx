import "@app/ui/styles.css";
import "./app.css";
import { StackProvider } from "@app/react";
import { StackHandler } from "@app/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppShell } from "./app-shell.js";
import { HomePage } from "./home-page.js";
import { ProtectedPage } from "./protected-page.js";
import { ApiKeysPage, TeamsPage } from "./settings-pages.js";
import { stackApp } from "./stack.js";
import { applySavedTheme } from "./theme.js";

const root = document.getElementById("root");
if (!root) throw new Error("index.html needs an element with id 'root'.");
applySavedTheme();

// No router: every page of this example is a full page load, so the path is read once.
const { handler } = stackApp.urls;
const { pathname } = window.location;
const isHandlerPage = pathname === handler || pathname.startsWith(`${handler}/`);
const pages: Record<string, () => React.JSX.Element> = {
  "/protected": ProtectedPage,
  "/teams": TeamsPage,
  "/api-keys": ApiKeysPage,
};
const Page = pages[pathname] ?? HomePage;

createRoot(root).render(
  <StrictMode>
    <StackProvider app={stackApp}>
      {isHandlerPage ? (
        <StackHandler />
      ) : (
        <AppShell pathname={pathname}>
          <Page />
        </AppShell>
      )}
    </StackProvider>
  </StrictMode>,
);
