// app/layout.tsx: the provider and the theme around the whole body.
import { StackProvider, StackTheme } from "@app/next";
import type { Metadata } from "next";
import type React from "react";
import { stackServerApp } from "@/stack/server";

export const metadata: Metadata = {
  title: "Drop-in",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StackProvider app={stackServerApp}>
          <StackTheme>{children}</StackTheme>
        </StackProvider>
      </body>
    </html>
  );
}
