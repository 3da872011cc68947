import { describe, expect, it } from "vitest";
import { productionModeErrors } from "./production-mode.js";

const project = (allowLocalhost: boolean, ...domains: string[]) => ({
  id: "p1",
  config: { allowLocalhost, domains: domains.map((domain) => ({ domain })) },
});

const messages = (input: ReturnType<typeof project>) =>
  productionModeErrors(input).map((error) => error.message);

describe("productionModeErrors", () => {
  it("finds nothing wrong with https domains and localhost off", () => {
    expect(productionModeErrors(project(false, "https://app.example.com"))).toEqual([]);
    expect(productionModeErrors(project(false, "https://*.example.com"))).toEqual([]);
    expect(productionModeErrors(project(false, "https://**.example.com"))).toEqual([]);
  });

  it("names allowed localhost, linking to the domain settings", () => {
    expect(productionModeErrors(project(true))).toEqual([
      {
        message:
          "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
        relativeFixUrl: "/projects/p1/domains",
      },
    ]);
  });

  it.each([
    ["not a url", "Trusted domain is not a valid URL: not a url"],
    [
      "http://localhost:3000",
      "Localhost domains are not allowed to be trusted in production mode: http://localhost:3000",
    ],
    [
      "https://app.localhost",
      "Localhost domains are not allowed to be trusted in production mode: https://app.localhost",
    ],
    [
      "https://127.0.0.1",
      "Localhost domains are not allowed to be trusted in production mode: https://127.0.0.1",
    ],
    [
      "https://203.0.113.7",
      "Direct IPs are not valid for trusted domains in production mode: https://203.0.113.7",
    ],
    [
      "https://[2001:db8::1]",
      "Direct IPs are not valid for trusted domains in production mode: https://[2001:db8::1]",
    ],
    ["http://app.example.com", "Trusted domains should be HTTPS: http://app.example.com"],
    ["http://*.example.com", "Trusted domains should be HTTPS: http://*.example.com"],
  ])("%s: %s", (domain, message) => {
    expect(productionModeErrors(project(false, domain))).toEqual([
      { message, relativeFixUrl: "/projects/p1/domains" },
    ]);
  });

  it("lists every problem, localhost first, then each domain in order", () => {
    expect(
      messages(project(true, "http://a.example.com", "https://ok.example.com", "https://10.0.0.1")),
    ).toEqual([
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
      "Trusted domains should be HTTPS: http://a.example.com",
      "Direct IPs are not valid for trusted domains in production mode: https://10.0.0.1",
    ]);
  });
});
