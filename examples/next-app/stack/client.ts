import { StackClientApp } from "@app/next";

export const stackClientApp = new StackClientApp({ tokenStore: "nextjs-cookie" });
