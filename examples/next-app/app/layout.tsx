import { StackProvider, StackTheme, UserButton } from "@app/next";
import Link from "next/link";
import type { ReactNode } from "react";
import { stackServerApp } from "../stack/server";

export const metadata = { title: "Next.js example" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StackProvider app={stackServerApp}>
          <StackTheme>
            <header style={{ display: "flex", gap: 16, alignItems: "center", padding: 16 }}>
              <Link href="/">Home</Link>
              <Link href="/protected">Protected</Link>
              <Link href="/guarded">Guarded</Link>
              <Link href="/rename">Rename</Link>
              <span style={{ marginLeft: "auto" }}>
                <UserButton />
              </span>
            </header>
            <main style={{ padding: 16 }}>{children}</main>
          </StackTheme>
        </StackProvider>
      </body>
    </html>
  );
}
