import { AFTER_AUTH_RETURN_TO, isTrustedRedirect } from "@app/core/screens";
import { useSearchParam } from "./use-search-param.js";

/**
 * `url` carrying on the current page's `after_auth_return_to` (when it is a trusted, relative
 * target), so that switching between sign-in and sign-up keeps where to go afterwards.
 */
export function useReturnToLink(url: string): string {
  const returnTo = useSearchParam(AFTER_AUTH_RETURN_TO);
  if (returnTo === null || !isTrustedRedirect(returnTo)) return url;
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}${AFTER_AUTH_RETURN_TO}=${encodeURIComponent(returnTo)}`;
}
