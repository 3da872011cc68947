import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatMessage, formatRichMessage } from "./format-message.js";

describe("formatMessage", () => {
  it("fills each placeholder, and leaves one without a value as written", () => {
    expect(formatMessage("Sign in with {provider}", { provider: "GitHub" })).toBe(
      "Sign in with GitHub",
    );
    expect(formatMessage("{a} and {a}, not {b}", { a: 1 })).toBe("1 and 1, not {b}");
  });

  it("puts a value in as text, never as another template", () => {
    expect(formatMessage("Hi {name}", { name: "{name} <b>" })).toBe("Hi {name} <b>");
  });
});

describe("formatRichMessage", () => {
  it("puts elements in the places of their placeholders", () => {
    const { container } = render(
      <p>{formatRichMessage("Sign in as {who}. Really {who}?", { who: <strong>Ada</strong> })}</p>,
    );
    expect(container.innerHTML).toBe(
      "<p>Sign in as <strong>Ada</strong>. Really <strong>Ada</strong>?</p>",
    );
  });
});
