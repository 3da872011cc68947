import { StackClientApp, type StackClientAppOptions } from "@app/react";

/** The public settings of the app: the server reads them from its environment, the page from the server. */
export interface StackConfig {
  /** The API base; the hosted service when unset. */
  baseUrl?: string | undefined;
  projectId: string;
  publishableClientKey: string;
}

/**
 * A client app of the project: with `tokenStore: "cookie"` in the browser (one for the page), and
 * with the request on the server (one per request, reading the tokens the browser's cookie store
 * wrote).
 */
export function createStackApp(
  config: StackConfig,
  tokenStore: StackClientAppOptions["tokenStore"],
): StackClientApp {
  return new StackClientApp({ ...config, tokenStore });
}
