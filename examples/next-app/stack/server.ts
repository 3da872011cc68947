import "server-only";
import { StackServerApp } from "@app/next";
import { stackClientApp } from "./client";

// The project and publishable key come from NEXT_PUBLIC_STACK_PROJECT_ID and
// NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY (through the client app), the secret key from
// STACK_SECRET_SERVER_KEY and the API from STACK_API_URL, read at run time.
export const stackServerApp = new StackServerApp({ inheritsFrom: stackClientApp });
