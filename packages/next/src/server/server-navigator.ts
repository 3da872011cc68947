import { redirect } from "next/navigation";

/** The URL of each redirect error the navigator threw, for middleware (which cannot throw one). */
const redirectUrls = new WeakMap<object, string>();

/**
 * `redirectMethod: "nextjs"` on Next.js's server: `redirect()` of `next/navigation`, whose error
 * Next.js turns into the response's redirect in server components, route handlers and server
 * actions. The SDK never catches it. Middleware cannot throw it: `stackMiddleware` answers it
 * with a redirect response (it finds the URL with {@link redirectUrlOf}).
 */
export const serverNavigator = {
  navigate(url: string): never {
    try {
      redirect(url);
    } catch (error) {
      if (typeof error === "object" && error !== null) redirectUrls.set(error, url);
      throw error;
    }
  },
};

/** The URL of a redirect the navigator threw, or undefined for any other error. */
export function redirectUrlOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null ? redirectUrls.get(error) : undefined;
}
