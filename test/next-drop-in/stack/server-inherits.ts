// The newer setup's stack/server.ts: the server app starts from the client app's options.
import "server-only";
import { StackServerApp } from "@app/next";
import { stackClientApp } from "./client";

export const stackServerAppFromClient = new StackServerApp({
  inheritsFrom: stackClientApp,
});
