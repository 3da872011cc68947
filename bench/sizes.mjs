// The bundle-size section of `pnpm bench`: the first load of each entry of bench/entries/, built
// with esbuild (code splitting on) and with Vite 8 (Rolldown), each against its budget, beside the
// reference SDKs bundled in the same run. Runs alone too: `node bench/sizes.mjs` (after
// `pnpm build`; exits 1 when a first load is over its budget).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleSize, viteInitialSize } from "./bundle-size.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
export const refsDir = here("./.refs");
const REFERENCES = {
  "@stackframe/js": "2.8.108",
  "@stackframe/react": "2.8.108",
  "@supabase/auth-js": "2.119.1",
  "better-auth": "1.7.25",
};

const KB = 1024;
/**
 * Our entries, each with the budget of its first load (gzip, every chunk the page fetches before
 * the entry's code runs), which esbuild's and Vite's builds must both meet (issue 17).
 */
export const ENTRIES = [
  {
    name: "core: StackClientApp signInWithCredential + getUser",
    entry: "entries/core-sign-in.js",
    budget: 10 * KB,
  },
  {
    name: "react: StackProvider + useUser",
    entry: "entries/react-use-user.jsx",
    budget: 13 * KB,
  },
  { name: "ui: <SignIn/> in StackProvider", entry: "entries/ui-sign-in.jsx", budget: 35 * KB },
  // Printed beside the others, without a budget of its own.
  {
    name: "react: StackProvider + five hooks",
    entry: "entries/react-five-hooks.jsx",
    budget: null,
  },
  { name: "ui: <UserButton/> in StackProvider", entry: "entries/ui-user-button.jsx", budget: null },
  {
    name: "ui: <StackHandler/> in StackProvider (a visitor of /handler/sign-in)",
    entry: "entries/ui-stack-handler.jsx",
    budget: null,
  },
];

/**
 * AccountSettings (issue 18): its code is a lazy chunk, fetched as it first renders; the figure
 * that compares with the reference's first load is the entry plus that chunk (and its imports).
 */
const ACCOUNT_SETTINGS_CHUNKS = [/[\\/]account-settings(-[A-Z0-9]+)?\.js$/];

/**
 * The sign-in page with every method on (issue 7): what `<SignIn/>` loads when the project enables
 * password, magic link, OAuth and passkeys. Its code is the same whatever the config (the config
 * arrives at run time and picks the forms), so the figure is `<SignIn/>`'s first load plus the
 * chunks its methods load when shown or used: the 'Email' / 'Email & Password' tabs (Radix Tabs),
 * the sign-in methods (magic link, the TOTP step, OAuth, passkeys) and @simplewebauthn/browser.
 */
const SIGN_IN_METHOD_CHUNKS = [
  /[\\/]email-method-tabs(-[A-Z0-9]+)?\.js$/,
  /[\\/]resources[\\/]auth[\\/]sign-in-methods\.js$/,
  /[\\/]@simplewebauthn[\\/]browser[\\/]/,
];

const installed = (name) => existsSync(`${refsDir}/node_modules/${name}/package.json`);

/** Installs the reference SDKs into bench/.refs once; false when the registry cannot be reached. */
export function installReferences() {
  if (Object.keys(REFERENCES).every(installed)) return true;
  console.error("Installing reference SDKs into bench/.refs (one time, and when the list grows)…");
  try {
    mkdirSync(refsDir, { recursive: true });
    writeFileSync(`${refsDir}/package.json`, '{ "private": true }\n');
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        refsDir,
        "--no-audit",
        "--no-fund",
        "--legacy-peer-deps",
        "--loglevel=error",
        ...Object.entries(REFERENCES).map(([name, version]) => `${name}@${version}`),
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    return true;
  } catch {
    console.error("Could not install the references; printing our sizes only.");
    return false;
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints the size tables; resolves to true when every first load is within its budget. */
export async function benchSizes() {
  const rows = [];
  for (const { name, entry, budget } of ENTRIES) {
    const esbuild = await bundleSize(here(entry));
    const vite = await viteInitialSize(here(entry));
    rows.push({ name, budget, esbuild, vite });
  }
  const allMethods = await bundleSize(here("entries/ui-sign-in.jsx"), {
    lazy: SIGN_IN_METHOD_CHUNKS,
  });
  const accountSettings = await bundleSize(here("entries/ui-account-settings.jsx"), {
    lazy: ACCOUNT_SETTINGS_CHUNKS,
  });
  let referenceSignIn = null;
  let referenceAccountSettings = null;
  const referenceHooks = {};
  const references = [];
  if (installReferences()) {
    const nodePaths = [`${refsDir}/node_modules`];
    for (const [name, entry] of Object.entries({
      "@stackframe/js (reference SDK)": "references/stack-js.js",
      "@supabase/auth-js": "references/supabase-auth-js.js",
      "better-auth/client": "references/better-auth.js",
    })) {
      references.push({ name, ...(await bundleSize(here(entry), { nodePaths })) });
    }
    referenceSignIn = await bundleSize(here("references/stack-react-sign-in.jsx"), { nodePaths });
    referenceAccountSettings = await bundleSize(
      here("references/stack-react-account-settings.jsx"),
      { nodePaths },
    );
    for (const [name, entry] of Object.entries({
      "react: StackProvider + useUser": "references/stack-react-use-user.jsx",
      "react: StackProvider + five hooks": "references/stack-react-five-hooks.jsx",
      "ui: <UserButton/> in StackProvider": "references/stack-react-user-button.jsx",
    })) {
      referenceHooks[name] = await bundleSize(here(entry), { nodePaths });
    }
  }

  const withinBudget = (row) =>
    row.budget === null || (row.esbuild.initial <= row.budget && row.vite.initial <= row.budget);
  const budgetCell = (row) =>
    row.budget === null ? "-" : `${kb(row.budget)} ${withinBudget(row) ? "within" : "OVER"}`;
  const refColumns = references.map((r) => ` first load vs ${r.name} |`).join("");
  console.log(
    `| entry | raw | gzip, all reachable | first load, esbuild (chunks) | first load, Vite (chunks) | budget |${refColumns}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|${references.map(() => "---:|").join("")}`);
  for (const row of rows) {
    const { esbuild, vite } = row;
    const ratios = references
      .map((r) => ` ${(esbuild.initial / r.initial).toFixed(2)}× |`)
      .join("");
    console.log(
      `| ${row.name} | ${kb(esbuild.raw)} | ${kb(esbuild.gzip)} | ${kb(esbuild.initial)} (${esbuild.chunks}) | ${kb(vite.initial)} (${vite.chunks}) | ${budgetCell(row)} |${ratios}`,
    );
  }
  for (const r of references) {
    console.log(
      `| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.initial)} (${r.chunks}) | - | - |`,
    );
  }

  // The hooks (issue 14) and the user button (issue 18) beside the reference React SDK's.
  if (Object.keys(referenceHooks).length > 0) {
    console.log(
      "\n| ours beside @stackframe/react (first load) | ours, esbuild | ours, Vite | reference | ours (Vite) vs reference |",
    );
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, reference] of Object.entries(referenceHooks)) {
      const row = rows.find((r) => r.name === name);
      if (!row) continue;
      console.log(
        `| ${name} | ${kb(row.esbuild.initial)} | ${kb(row.vite.initial)} | ${kb(reference.initial)} | ${(row.vite.initial / reference.initial).toFixed(2)}× |`,
      );
    }
  }

  // The sign-in page beside the reference SDK's <SignIn/> (whose methods are all in its first load).
  console.log(
    `\n| sign-in page, every method on (password, magic link, OAuth, passkeys) | first load gz | + method chunks gz | total gz |${referenceSignIn ? " vs reference <SignIn/> first load |" : ""}`,
  );
  console.log(`|---|---:|---:|---:|${referenceSignIn ? "---:|" : ""}`);
  const vsReference = referenceSignIn
    ? ` ${(allMethods.withLazy / referenceSignIn.initial).toFixed(2)}× |`
    : "";
  console.log(
    `| ours: <SignIn/> in StackProvider | ${kb(allMethods.initial)} | ${kb(allMethods.withLazy - allMethods.initial)} | ${kb(allMethods.withLazy)} |${vsReference}`,
  );
  if (referenceSignIn) {
    console.log(
      `| @stackframe/react <SignIn/> in StackTheme (reference SDK) | ${kb(referenceSignIn.initial)} | - | ${kb(referenceSignIn.initial)} | 1.00× |`,
    );
  }

  // The account settings page beside the reference SDK's <AccountSettings/>.
  const vsReferenceSettings = referenceAccountSettings
    ? ` ${(accountSettings.withLazy / referenceAccountSettings.initial).toFixed(2)}× |`
    : "";
  console.log(
    `\n| account settings page | first load gz | + settings chunk gz | total gz |${referenceAccountSettings ? " vs reference <AccountSettings/> first load |" : ""}`,
  );
  console.log(`|---|---:|---:|---:|${referenceAccountSettings ? "---:|" : ""}`);
  console.log(
    `| ours: <AccountSettings/> in StackProvider | ${kb(accountSettings.initial)} | ${kb(accountSettings.withLazy - accountSettings.initial)} | ${kb(accountSettings.withLazy)} |${vsReferenceSettings}`,
  );
  if (referenceAccountSettings) {
    console.log(
      `| @stackframe/react <AccountSettings/> in StackTheme (reference SDK) | ${kb(referenceAccountSettings.initial)} | - | ${kb(referenceAccountSettings.initial)} | 1.00× |`,
    );
  }

  console.log("");
  for (const row of rows.filter((r) => r.budget !== null)) {
    console.log(
      `first-load budget, ${row.name}: esbuild ${kb(row.esbuild.initial)}, Vite ${kb(row.vite.initial)} of ${kb(row.budget)} ${withinBudget(row) ? "(within)" : "(OVER BUDGET)"}`,
    );
  }
  return rows.every(withinBudget);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await benchSizes())) process.exitCode = 1;
}
