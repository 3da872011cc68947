import { dehydrate, type RequestLike, StackProvider } from "@app/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
// The Web Streams renderer: in react-dom/server on React 19, in react-dom/server.browser on 18.3
// and 19 alike (Node has Web Streams).
import { renderToReadableStream } from "react-dom/server.browser";
import { App } from "./app.js";
import { type PageData, pageDataScript } from "./page-data.js";
import { createStackApp, type StackConfig } from "./stack.js";

/** How the page is rendered: at once to a string, or as a stream of HTML. */
export type RenderMode = "string" | "stream";

/** A rendered page: the script tag of its data (for the head) and the app's HTML. */
export interface RenderedPage {
  head: string;
  body: string | ReadableStream<Uint8Array>;
}

/**
 * Renders the page for one request, as the request's user sees it: a client app over the
 * request's cookies loads the user and the project, the page renders with them, and what the
 * browser needs to hydrate without loading them again goes in the head.
 */
export async function render(
  request: RequestLike,
  config: StackConfig,
  mode: RenderMode,
): Promise<RenderedPage> {
  const app = createStackApp(config, request);
  // renderToString cannot wait for data, and a stream would show the Suspense fallback first:
  // load what the page reads before rendering.
  await Promise.all([app.getUser(), app.getProject()]);
  const data: PageData = { config, stack: dehydrate(app) };
  const page = (
    <StrictMode>
      <StackProvider app={app}>
        <App />
      </StackProvider>
    </StrictMode>
  );
  const body = mode === "string" ? renderToString(page) : await renderToReadableStream(page);
  return { head: pageDataScript(data), body };
}
