// The size budgets of `npm test` (scripts/test-all.sh): the first load of each budgeted entry of
// bench/sizes.mjs (the core's sign-in, React's provider and useUser, @app/ui's <SignIn/>), built
// with esbuild AND with Vite, against its budget. Our sizes only: no reference SDK is installed
// (`pnpm bench` compares with them). Needs `pnpm build`. Exits 1 when a first load is over.
// A size check, not a timing test: the same build gives the same bytes on any machine.
import { bundleSize, viteInitialSize } from "./bundle-size.mjs";
import { ENTRIES } from "./sizes.mjs";

const entry = (path) => new URL(path, import.meta.url).pathname;

/**
 * The budgeted entries' first loads, esbuild's and Vite's, in bytes of gzip; `over` lists the
 * builds over budget ("core: … (Vite): 10301 > 10240").
 *
 * @example
 * ```js
 * const { rows, over } = await checkBudgets();
 * if (over.length > 0) process.exitCode = 1;
 * ```
 */
export async function checkBudgets() {
  const rows = [];
  const over = [];
  for (const { name, entry: path, budget } of ENTRIES) {
    if (budget === null) continue;
    const esbuild = (await bundleSize(entry(path))).initial;
    const vite = (await viteInitialSize(entry(path))).initial;
    rows.push({ name, budget, esbuild, vite });
    for (const [bundler, size] of [
      ["esbuild", esbuild],
      ["Vite", vite],
    ]) {
      if (size > budget) over.push(`${name} (${bundler}): ${size} > ${budget}`);
    }
  }
  return { rows, over };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, over } = await checkBudgets();
  for (const { name, budget, esbuild, vite } of rows) {
    console.log(`${name}: esbuild ${esbuild} B, Vite ${vite} B, budget ${budget} B gzip`);
  }
  if (over.length > 0) {
    console.error(`Over budget:\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
}
