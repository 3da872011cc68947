// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://app.example.com/"}
import { afterEach, describe, expect, it, vi } from "vitest";
import { HTTPS_MARKER_COOKIES, markHttps } from "./https-marker.js";

/** The page's URL, as jsdom serves it (vitest exposes the JSDOM instance). */
const page = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } })
  .jsdom;

afterEach(() => {
  for (const name of HTTPS_MARKER_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: removes the marker the test wrote, as a page would.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; secure`;
  }
  page.reconfigure({ url: "https://app.example.com/" });
});

describe("the https marker cookie (the reference's stack-is-https)", () => {
  it("is written on a page served over https, for the server to read", () => {
    markHttps();
    expect(document.cookie.split("; ")).toContain("stack-is-https=true");
  });

  it("is not written over http", () => {
    page.reconfigure({ url: "http://app.example.com/" });
    // A Secure cookie would be refused over http anyway: watch that none is even tried.
    const writes = vi.spyOn(document, "cookie", "set");
    markHttps();
    expect(writes).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("stack-is-https");
    writes.mockRestore();
  });
});
