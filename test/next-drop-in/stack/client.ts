// stack/client.ts, as the reference's Next.js setup writes it (the keys come from
// NEXT_PUBLIC_STACK_PROJECT_ID and NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY).
import { StackClientApp } from "@app/next";

export const stackClientApp = new StackClientApp({
  tokenStore: "nextjs-cookie",
});
