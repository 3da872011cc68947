// A layout of the newer setup: the provider takes the client app, the theme its options.
import { StackProvider, StackTheme } from "@app/next";
import type { ReactNode } from "react";
import { stackClientApp } from "@/stack/client";

export default function ClientAppLayout({ children }: { children: ReactNode }) {
  return (
    <StackProvider app={stackClientApp} lang="en-US" translationOverrides={{ "Sign in": "Log in" }}>
      <StackTheme
        theme={{ light: { primary: "#1d4ed8" }, dark: { primary: "#60a5fa" }, radius: "8px" }}
      >
        {children}
      </StackTheme>
    </StackProvider>
  );
}
