import { describe, expect, it } from "vitest";
import { ProjectStore } from "../store/project-store.js";
import { assertTrustedUrl } from "./assert-trusted-url.js";

function projectWith(config: { allow_localhost: boolean; domains: string[] }) {
  return new ProjectStore().create({
    id: "p",
    displayName: "P",
    keys: { publishableClientKey: "a", secretServerKey: "b", superSecretAdminKey: "c" },
    config: {
      allow_localhost: config.allow_localhost,
      domains: config.domains.map((domain) => ({ domain, handler_path: "/handler" })),
    },
  });
}

const trusted = (project: ReturnType<typeof projectWith>, url: string) => {
  try {
    assertTrustedUrl(project, url);
    return true;
  } catch {
    return false;
  }
};

describe("assertTrustedUrl", () => {
  it("trusts localhost only when the project allows it", () => {
    expect(
      trusted(projectWith({ allow_localhost: true, domains: [] }), "http://localhost:3000/x"),
    ).toBe(true);
    expect(trusted(projectWith({ allow_localhost: true, domains: [] }), "http://127.0.0.1/x")).toBe(
      true,
    );
    expect(
      trusted(projectWith({ allow_localhost: false, domains: [] }), "http://localhost:3000/x"),
    ).toBe(false);
  });

  // Regression: these passed the localhost branch, so a sign-up e-mail could carry a script link.
  it.each([
    "javascript://localhost/%0Aalert(document.cookie)",
    "javascript://127.0.0.1/%0Aalert(1)",
    "data://localhost/,<script>alert(1)</script>",
    "data:text/html,<script>alert(1)</script>",
    "file://localhost/etc/passwd",
    "not a url",
  ])("refuses %j, which is no http(s) URL, even with localhost allowed", (url) => {
    const project = projectWith({ allow_localhost: true, domains: ["https://app.example.com"] });
    expect(trusted(project, url)).toBe(false);
    expect(() => assertTrustedUrl(project, url)).toThrow(
      expect.objectContaining({ code: "REDIRECT_URL_NOT_WHITELISTED" }),
    );
  });

  it("matches trusted domains by scheme, host and port, with * and ** wildcards", () => {
    const project = projectWith({
      allow_localhost: false,
      domains: [
        "https://app.example.com",
        "https://*.preview.example.com",
        "https://**.example.org",
      ],
    });
    expect(trusted(project, "https://app.example.com/handler/x")).toBe(true);
    expect(trusted(project, "http://app.example.com/handler/x")).toBe(false);
    expect(trusted(project, "https://app.example.com:8443/")).toBe(false);
    expect(trusted(project, "https://evil-app.example.com/")).toBe(false);
    expect(trusted(project, "https://pr-1.preview.example.com/")).toBe(true);
    expect(trusted(project, "https://a.b.preview.example.com/")).toBe(false);
    expect(trusted(project, "https://a.b.example.org/")).toBe(true);
    expect(trusted(project, "https://example.org.evil.com/")).toBe(false);
  });

  it("refuses with REDIRECT_URL_NOT_WHITELISTED and no details, as the service does", () => {
    const project = projectWith({ allow_localhost: false, domains: [] });
    expect(() => assertTrustedUrl(project, "https://evil.com/")).toThrow(
      expect.objectContaining({ code: "REDIRECT_URL_NOT_WHITELISTED", details: {} }),
    );
  });

  // Regression (issue 31): each `**` became `.+` in one regular expression; with five of them a
  // 409-character host took 38 s of the emulator's only thread. With twelve, as here, hours.
  it("matches a trusted domain of many wildcards against a long host in linear time (exponential matching)", () => {
    const project = projectWith({
      allow_localhost: false,
      domains: [`https://${"**a".repeat(12)}.example.com`],
    });
    const label = "a".repeat(60);
    const longHost = [label, label, label, label].join(".");
    expect(trusted(project, `https://${longHost}.example.org/`)).toBe(false);
    expect(trusted(project, `https://${longHost.slice(0, 230)}.example.com/`)).toBe(true);
  });

  it("refuses a host longer than 253 characters before matching it", () => {
    const project = projectWith({ allow_localhost: false, domains: ["https://**.example.com"] });
    const label = "a".repeat(63);
    const host = `${[label, label, label, "a".repeat(50)].join(".")}.example.com`;
    expect(host.length).toBe(254);
    expect(trusted(project, `https://${host}/`)).toBe(false);
    expect(trusted(project, `https://${host.slice(2)}/`)).toBe(true);
  });
});
