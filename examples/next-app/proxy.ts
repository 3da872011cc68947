import { stackMiddleware } from "@app/next";
import { stackServerApp } from "./stack/server";

// Keeps the session's access token fresh for the pages after it, and guards /guarded.
export const proxy = stackMiddleware(stackServerApp, async (request) => {
  if (request.nextUrl.pathname.startsWith("/guarded")) {
    await stackServerApp.getUser({ or: "redirect" });
  }
});

export const config = { matcher: ["/((?!_next/|favicon.ico).*)"] };
