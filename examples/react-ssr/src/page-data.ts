import type { DehydratedStackState } from "@app/react";
import type { StackConfig } from "./stack.js";

/** What the server embeds in the page for the browser: the app's public settings and state. */
export interface PageData {
  config: StackConfig;
  /** `dehydrate(app)` of the server's app: the request's user (client view) and the project. */
  stack: DehydratedStackState;
}

const ID = "page-data";

/**
 * The page data as a JSON script tag. `<` is escaped: the data holds text users chose (their
 * display name), which must not be able to close the tag and run as markup.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script id="${ID}" type="application/json">${json}</script>`;
}

/** The page data the server embedded (in the browser). */
export function readPageData(): PageData {
  const script = document.getElementById(ID);
  if (!script?.textContent)
    throw new Error(`The page has no #${ID} script: was it served by server.mjs?`);
  return JSON.parse(script.textContent) as PageData;
}
