import type { StackAdminApp as AdminApp } from "@app/core/admin";
import type { StackServerApp as ServerApp } from "@app/core/server";

// The browser build of @app/react (package.json's `browser` condition) carries these in place of
// the server and admin apps. Those hold secret keys and refuse to run in a browser anyway; leaving
// them out keeps their code, and everything it reaches, out of every browser bundle (esbuild puts
// a module in the first load whenever the entry reaches it, used or not).

/** The server app's default session lifetime, as `@app/core/server` exports it. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

function leftOut(name: "StackServerApp" | "StackAdminApp", entry: "server" | "admin") {
  return class {
    constructor() {
      throw new Error(
        `${name} is not in the browser build of @app/react: it holds a secret key and runs on your backend. Use StackClientApp in browser code. To run it in a browser anyway (a test environment), import it from "@app/core/${entry}" and pass dangerouslyAllowBrowser: true.`,
      );
    }
  };
}

/**
 * In a browser bundle: a class whose constructor throws, saying where the server app lives.
 *
 * @example
 * ```ts
 * // on your backend (Node resolves the full build):
 * const server = new StackServerApp({ projectId, publishableClientKey, secretServerKey });
 * ```
 */
export const StackServerApp = leftOut("StackServerApp", "server") as unknown as typeof ServerApp;

/**
 * In a browser bundle: a class whose constructor throws, saying where the admin app lives.
 *
 * @example
 * ```ts
 * // on your backend (Node resolves the full build):
 * const admin = new StackAdminApp({ projectId, publishableClientKey, superSecretAdminKey });
 * ```
 */
export const StackAdminApp = leftOut("StackAdminApp", "admin") as unknown as typeof AdminApp;
