// The reference SDK's Next.js App Router app, as its docs set it up: the same pages as
// examples/next-app measures (bench/next-app.mjs builds and serves it in the same run).
import { StackProvider, StackTheme, UserButton } from "@stackframe/stack";
import { stackServerApp } from "../stack/server";

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <StackProvider app={stackServerApp}>
          <StackTheme>
            <header>
              <UserButton />
            </header>
            <main>{children}</main>
          </StackTheme>
        </StackProvider>
      </body>
    </html>
  );
}
