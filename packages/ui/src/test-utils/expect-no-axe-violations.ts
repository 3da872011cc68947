import axe from "axe-core";
import { expect } from "vitest";

/** Runs axe on `container` and expects no violations (listed by rule and node when there are). */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container);
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`),
  ).toEqual([]);
}
