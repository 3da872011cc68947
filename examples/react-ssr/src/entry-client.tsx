import { StackProvider } from "@app/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app.js";
import { readPageData } from "./page-data.js";
import { createStackApp } from "./stack.js";

const root = document.getElementById("root");
if (!root) throw new Error("index.html needs an element with id 'root'.");

const { config, stack } = readPageData();
// The browser's app keeps the tokens in cookies, which the server reads on the next request.
const app = createStackApp(config, "cookie");

// initialState hands the app the server's user and project before the page hydrates: the first
// render matches the server's HTML, without a request and without a Suspense fallback.
hydrateRoot(
  root,
  <StrictMode>
    <StackProvider app={app} initialState={stack}>
      <App />
    </StackProvider>
  </StrictMode>,
);
