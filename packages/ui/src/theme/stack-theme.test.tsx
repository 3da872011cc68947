import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultThemeStylesheet, LAYOUT_TOKENS } from "./default-theme.js";
import { StackTheme } from "./stack-theme.js";
import { themeCss } from "./theme-css.js";
import { COLOR_TOKENS, OTHER_TOKENS } from "./theme-tokens.js";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("StackTheme", () => {
  it("sets the chosen colours for light and dark, radius and font, in a layer after the defaults", () => {
    const { container } = render(
      <StackTheme
        theme={{
          light: { primary: "#4f46e5" },
          dark: { primary: "#a5b4fc", background: "black" },
          radius: "0.75rem",
          fontFamily: '"Inter", sans-serif',
        }}
        nonce="n0nce"
      >
        <p>app</p>
      </StackTheme>,
    );
    const style = container.querySelector("style");
    expect(style?.getAttribute("nonce")).toBe("n0nce");
    const css = style?.textContent ?? "";
    expect(css).toMatch(/^@layer stack-ui, stack-theme;\n@layer stack-theme \{\n {2}:root \{/);
    expect(css).toContain("--stack-primary: light-dark(#4f46e5, #a5b4fc);");
    // A colour given for one scheme keeps the other's default.
    expect(css).toContain("--stack-background: light-dark(#ffffff, black);");
    expect(css).toContain("--stack-radius: 0.75rem;");
    expect(css).toContain('--stack-font-family: "Inter", sans-serif;');
    expect(css).not.toContain("--stack-link");
    expect(container.querySelector("p")?.textContent).toBe("app");
  });

  it("adds no stylesheet for an empty theme", () => {
    const { container } = render(<StackTheme>app</StackTheme>);
    expect(container.innerHTML).toBe("app");
  });

  it("refuses an unknown colour, naming the colours it knows", () => {
    expect(() => themeCss({ light: { primry: "red" } as never })).toThrow(TypeError);
    expect(() => themeCss({ light: { primry: "red" } as never })).toThrow(
      /theme\.light has no colour "primry"\. The colours are background, foreground, card/,
    );
  });

  it("refuses a value that could break out of its rule or its <style>", () => {
    for (const value of ["red; } body { display: none", "</style><script>", "", "a\\b"]) {
      expect(() => themeCss({ dark: { primary: value } })).toThrow(
        /theme\.dark\.primary must be a CSS value/,
      );
    }
    expect(() => themeCss({ radius: "1rem}" })).toThrow(/theme\.radius/);
  });
});

describe("the theme's custom properties", () => {
  it("are declared in the built stylesheet's theme part with the defaults StackTheme knows", () => {
    const css = defaultThemeStylesheet();
    for (const token of Object.values(COLOR_TOKENS)) {
      expect(css).toContain(`${token.property}: light-dark(${token.light}, ${token.dark});`);
    }
    for (const token of Object.values(OTHER_TOKENS)) {
      expect(css).toContain(`${token.property}: ${token.value};`);
    }
    const declared = [...css.matchAll(/^\s+(--stack-[\w-]+):/gm)].map((m) => m[1]);
    expect(declared).toHaveLength(
      Object.keys(COLOR_TOKENS).length +
        Object.keys(OTHER_TOKENS).length +
        Object.keys(LAYOUT_TOKENS).length,
    );
  });

  it("are each listed in docs/theming.md, with the name StackTheme takes", () => {
    const docs = read("../../../../docs/theming.md");
    const css = defaultThemeStylesheet();
    for (const [, property] of css.matchAll(/^\s+(--stack-[\w-]+):/gm)) {
      expect(docs, `${property} is not in docs/theming.md`).toContain(`\`${property}\``);
    }
    for (const name of [...Object.keys(COLOR_TOKENS), ...Object.keys(OTHER_TOKENS)]) {
      expect(docs, `${name} is not in docs/theming.md`).toContain(`\`${name}\``);
    }
  });
});
