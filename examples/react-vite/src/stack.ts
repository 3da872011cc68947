import { StackClientApp } from "@app/core";

/** The app's one StackClientApp, configured from the VITE_STACK_* environment variables. */
export const stackApp = new StackClientApp({
  baseUrl: import.meta.env.VITE_STACK_API_URL,
  projectId: import.meta.env.VITE_STACK_PROJECT_ID,
  publishableClientKey: import.meta.env.VITE_STACK_PUBLISHABLE_CLIENT_KEY,
  tokenStore: "cookie",
});
