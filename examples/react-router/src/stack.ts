/// <reference types="vite/client" />

import { StackClientApp } from "@app/react";
import { useNavigate } from "react-router-dom";

// The app's one StackClientApp. The SDK's components navigate with React Router's useNavigate;
// a redirect made outside a component (after a sign-in, say) loads the page.
export const stackClientApp = new StackClientApp({
  projectId: import.meta.env.VITE_STACK_PROJECT_ID,
  publishableClientKey: import.meta.env.VITE_STACK_PUBLISHABLE_CLIENT_KEY,
  baseUrl: import.meta.env.VITE_STACK_API_URL,
  tokenStore: "cookie",
  redirectMethod: { useNavigate },
});
