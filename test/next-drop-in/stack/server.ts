// stack/server.ts, as the reference's Next.js setup writes it.
import "server-only";
import { StackServerApp } from "@app/next";

export const stackServerApp = new StackServerApp({
  tokenStore: "nextjs-cookie",
  urls: {
    afterSignIn: "/profile",
    afterSignUp: "/profile",
  },
});
