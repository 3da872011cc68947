import type { AppContext } from "../../context/app-context.js";
import { pageLocation } from "../../platform/page-location.js";

/**
 * The page a verification link opens: `callbackUrl` if given, else the app's e-mail verification
 * page made absolute against the current origin. Outside a browser a relative page has no origin,
 * so that is a TypeError asking for `callbackUrl`.
 */
export function verificationCallbackUrl(
  context: AppContext,
  callbackUrl: string | undefined,
  method: string,
): string {
  if (callbackUrl !== undefined) {
    if (typeof callbackUrl !== "string") {
      throw new TypeError(`${method}: callbackUrl must be a string; got ${typeof callbackUrl}.`);
    }
    return callbackUrl;
  }
  const page = context.urls.emailVerification;
  if (URL.canParse(page)) return page;
  const location = pageLocation();
  if (location === undefined) {
    throw new TypeError(
      `${method}: pass { callbackUrl } (an absolute URL) outside a browser: the e-mail verification page ${page} is relative.`,
    );
  }
  return new URL(page, location.href).toString();
}
