import { describe, expect, it } from "vitest";
import { StackClientApp } from "../index.js";
import { encodeAccessCookie, encodeRefreshCookie } from "../session/cookie-writer.js";

const P = "00000000-0000-4000-8000-000000000001";
const app = new StackClientApp({ projectId: P, publishableClientKey: "pck", tokenStore: "memory" });

describe("the reference's private cookie helpers on the client app (@stackframe/js)", () => {
  it("_getCustomRefreshCookieName and _getDomainFromCustomRefreshCookieName", () => {
    const name = app["_getCustomRefreshCookieName"]("Example.com");
    expect(name).toBe(`stack-refresh-${P}--custom-CNW62VBGDHJJWRVFDM`);
    expect(app["_getDomainFromCustomRefreshCookieName"](name)).toBe("example.com");
    expect(app["_getDomainFromCustomRefreshCookieName"](`hexclave-refresh-${P}--custom-C4`)).toBe(
      "a",
    );
    expect(app["_getDomainFromCustomRefreshCookieName"](`stack-refresh-${P}--default`)).toBeNull();
  });

  it("_getTokensFromCookies reads a parsed cookie map (undefined values allowed)", () => {
    expect(
      app["_getTokensFromCookies"]({
        [`__Host-stack-refresh-${P}--default`]: encodeRefreshCookie("r-1", 5),
        "stack-access": encodeAccessCookie("r-1", "a-1"),
        unrelated: undefined,
      }),
    ).toEqual({ refreshToken: "r-1", accessToken: "a-1" });
    expect(app["_getTokensFromCookies"]({})).toEqual({ refreshToken: null, accessToken: null });
  });
});
