/**
 * Who to be at the emulator's mock OAuth provider.
 *
 * @example
 * ```ts
 * const identity: MockOAuthIdentity = { email: "ada@example.com", name: "Ada", emailVerified: true };
 * ```
 */
export interface MockOAuthIdentity {
  /** Default `{provider}.user@example.com`. */
  email?: string;
  /** Default none. */
  name?: string;
  /** Whether the provider vouches for the e-mail. Default true. */
  emailVerified?: boolean;
  /** Press Cancel at the provider instead of Continue. */
  deny?: boolean;
}

async function redirectOf(response: Response, step: string): Promise<string> {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status > 399 || location === null) {
    throw new Error(
      `${step} answered ${response.status}, not a redirect: ${await response.text()}`,
    );
  }
  return location;
}

/** The `name=value` pairs of a response's cookies, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair !== "")
    .join("; ");
}

/**
 * Walks an OAuth sign-in through the emulator's mock provider without a browser: from the
 * authorize URL (or the provider page it redirects to), as if the person filled in the page and
 * pressed Continue (or Cancel), to where the emulator then sends the browser: the app's callback
 * with `code` and `state`, or its error page with `errorCode`. The flow's cookie that the
 * authorize endpoint sets (redirect mode) goes along to the callback, as a browser would send it.
 *
 * @example
 * ```ts
 * const callback = await followMockOAuth(authorizeUrl, { email: "ada@example.com", name: "Ada" });
 * new URL(callback).searchParams.get("code");
 * ```
 */
export async function followMockOAuth(
  url: string,
  identity: MockOAuthIdentity = {},
): Promise<string> {
  let pageUrl = url;
  let cookie = "";
  if (new URL(url).pathname.includes("/auth/oauth/authorize/")) {
    const authorized = await fetch(url, { redirect: "manual" });
    cookie = cookiesOf(authorized);
    pageUrl = await redirectOf(authorized, "The authorize endpoint");
  }
  const page = new URL(pageUrl);
  const provider = /\/emulator\/oauth-provider\/([^/]+)\/authorize$/.exec(page.pathname)?.[1];
  if (provider === undefined) throw new TypeError(`${pageUrl} is not a mock provider page.`);
  const form = new URLSearchParams({
    state: page.searchParams.get("state") ?? "",
    email: identity.email ?? `${decodeURIComponent(provider)}.user@example.com`,
    name: identity.name ?? "",
    action: identity.deny ? "deny" : "allow",
  });
  if (identity.emailVerified !== false) form.set("email_verified", "true");
  const submitted = await fetch(page, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  const callback = await redirectOf(submitted, "The mock provider");
  const headers: Record<string, string> = cookie === "" ? {} : { cookie };
  return redirectOf(await fetch(callback, { redirect: "manual", headers }), "The OAuth callback");
}
