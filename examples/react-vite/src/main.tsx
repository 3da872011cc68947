import "@app/ui/styles.css";
import { StackProvider } from "@app/react";
import { StackHandler } from "@app/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HomePage } from "./home-page.js";
import { stackApp } from "./stack.js";

const root = document.getElementById("root");
if (!root) throw new Error("index.html needs an element with id 'root'.");

// No router: every page of this example is a full page load, so the path is read once.
const { handler } = stackApp.urls;
const { pathname } = window.location;
const isHandlerPage = pathname === handler || pathname.startsWith(`${handler}/`);

createRoot(root).render(
  <StrictMode>
    <StackProvider app={stackApp}>{isHandlerPage ? <StackHandler /> : <HomePage />}</StackProvider>
  </StrictMode>,
);
