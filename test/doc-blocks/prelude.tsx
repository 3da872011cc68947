// What the code around a fragment of the docs (```ts fragment, ```tsx fragment) holds in a
// user's app: its apps, a request, its own components, and the imports such a file has at its
// top. scripts/check-doc-blocks.mjs imports into each fragment the names below that the fragment
// does not declare itself; a block that is not a fragment gets none of them.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RunningEmulator } from "@app/emulator";
import type { StackAdminApp, StackClientApp, StackServerApp } from "@app/react";
import type { ReactNode } from "react";
import type { Root } from "react-dom/client";
import type { RouteObject } from "react-router-dom";

export { DEMO_USER, startEmulator } from "@app/emulator";
export {
  StackClientApp,
  StackProvider,
  type Team,
  useCliAuthConfirmation,
  useStackApp,
  useUser,
} from "@app/react";
export { StackHandler } from "@app/ui";
export { Suspense } from "react";
export { expect, it } from "vitest";

/** The browser's app (src/stack.ts of the getting-started guide), by the names the docs use. */
export declare const stackApp: StackClientApp;
export declare const stackClientApp: StackClientApp;
export declare const app: StackClientApp;
/** The server's and the administrator's apps. */
export declare const stackServerApp: StackServerApp;
export declare const serverApp: StackServerApp;
export declare const server: StackServerApp;
export declare const adminApp: StackAdminApp;
/** An emulator a test started. */
export declare const emulator: RunningEmulator;
/** The request a server handles (Node's, or a Fetch `Request`) and Node's response to it. */
export declare const request: Request;
export declare const nodeRequest: IncomingMessage;
export declare const response: ServerResponse;
/** React's root of the page (`createRoot(document.getElementById("root")!)`). */
export declare const root: Root;
/** Values a user's code has at hand. */
export declare const projectId: string;
export declare const publishableClientKey: string;
export declare const secretServerKey: string;
export declare const email: string;
export declare const password: string;
export declare const id: string;
export declare const children: ReactNode;
/** The routes of a React Router app. */
export declare const routes: RouteObject[];

/** Components of the user's own app. */
export declare function App(): ReactNode;
export declare function Home(): ReactNode;
export declare function Page(): ReactNode;
export declare function Spinner(): ReactNode;
export declare function Billing(): ReactNode;
export declare function BillingPanel(): ReactNode;
export declare function CardIcon(): ReactNode;
export declare function Repos(props: { token: string }): ReactNode;
