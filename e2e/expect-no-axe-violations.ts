import axe from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Runs axe on the whole page (every rule of axe's default set, page-level ones such as
 * `landmark-one-main` and `region` included) and expects no violations, listed by rule and node.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addScriptTag({ content: axe.source });
  }
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document);
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  });
  expect(violations).toEqual([]);
}
