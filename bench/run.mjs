// pnpm bench: bundle sizes of fixed entry points, minified and gzipped with esbuild as PEERS.md
// measures them (gzip of everything the entry can load, and "initial gz": what the first page
// load fetches; "static gz": the entry's static graph alone), each printed next to references
// bundled in the same run. The budget applies to the static gz of the core entry, as the API and
// sign-in issues define it: features the user object gains load on first use and are counted in
// "gzip", not against the budget; "initial gz" adds what esbuild's chunking moves into the first
// load (see bundle-size.mjs). Needs `pnpm build` first. References are installed once into bench/.refs (npm registry access needed then).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleSize, viteInitialSize } from "./bundle-size.mjs";
import { benchCrossTab } from "./cross-tab.mjs";
import { benchEmulator } from "./emulator-load.mjs";
import { benchRequests } from "./requests.mjs";
import { benchVerify } from "./verify.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const refsDir = here("./.refs");
const REFERENCES = {
  "@stackframe/js": "2.8.108",
  "@stackframe/react": "2.8.108",
  "@supabase/auth-js": "2.119.1",
  "better-auth": "1.7.25",
};
/** The budget: the core sign-in entry's static graph (static gz). */
const CORE_BUDGET = 15 * 1024;

const installed = (name) => existsSync(`${refsDir}/node_modules/${name}/package.json`);

function installReferences() {
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The sign-in page with every method on (issue 7): what `<SignIn/>` loads when the project enables
 * password, magic link, OAuth and passkeys. Its code is the same whatever the config (the config
 * arrives at run time and picks the forms), so the figure is `<SignIn/>`'s first load plus the
 * chunks its methods load when shown or used: the e-mail flows (magic link, and the TOTP step),
 * the client actions (OAuth, passkeys) and @simplewebauthn/browser.
 */
const SIGN_IN_METHOD_CHUNKS = [
  /[\\/]resources[\\/]auth[\\/]lazy-flows\.js$/,
  /[\\/]resources[\\/]client-actions\.js$/,
  /[\\/]@simplewebauthn[\\/]browser[\\/]/,
];
const ours = {
  "core: StackClientApp signInWithCredential + getUser": "entries/core-sign-in.js",
  "react: StackProvider + useUser": "entries/react-use-user.jsx",
  "ui: <SignIn/> in StackProvider": "entries/ui-sign-in.jsx",
  "ui: <UserButton/> in StackProvider": "entries/ui-user-button.jsx",
  "ui: <StackHandler/> in StackProvider (a visitor of /handler/sign-in)":
    "entries/ui-stack-handler.jsx",
};
const rows = [];
for (const [name, entry] of Object.entries(ours)) {
  rows.push({ name, ...(await bundleSize(here(entry))) });
}
const allMethods = await bundleSize(here("entries/ui-sign-in.jsx"), {
  lazy: SIGN_IN_METHOD_CHUNKS,
});
// AccountSettings (issue 18): its code is a lazy chunk, fetched as the page renders; the figure
// that compares with the reference's first load is the entry plus that chunk (and what it imports).
const ACCOUNT_SETTINGS_CHUNKS = [/[\\/]account-settings-[A-Z0-9]+\.js$/];
const accountSettings = await bundleSize(here("entries/ui-account-settings.jsx"), {
  lazy: ACCOUNT_SETTINGS_CHUNKS,
});
let referenceAccountSettings = null;
let referenceSignIn = null;
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
  referenceAccountSettings = await bundleSize(here("references/stack-react-account-settings.jsx"), {
    nodePaths,
  });
}

console.log(
  `| entry | raw | gzip | initial gz | static gz |${references.map((r) => ` vs ${r.name} |`).join("")}`,
);
console.log(`|---|---:|---:|---:|---:|${references.map(() => "---:|").join("")}`);
for (const row of rows) {
  const ratios = references.map((r) => ` ${(row.gzip / r.gzip).toFixed(2)}× |`).join("");
  console.log(
    `| ${row.name} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.initial)} | ${kb(row.static)} |${ratios}`,
  );
}
for (const r of references) {
  console.log(`| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.initial)} | ${kb(r.static)} |`);
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
console.log(
  `\n| account settings page | first load gz | + settings chunk gz | total gz |${referenceAccountSettings ? " vs reference <AccountSettings/> first load |" : ""}`,
);
console.log(`|---|---:|---:|---:|${referenceAccountSettings ? "---:|" : ""}`);
console.log(
  `| ours: <AccountSettings/> in StackProvider | ${kb(accountSettings.initial)} | ${kb(accountSettings.withLazy - accountSettings.initial)} | ${kb(accountSettings.withLazy)} |${referenceAccountSettings ? ` ${(accountSettings.withLazy / referenceAccountSettings.initial).toFixed(2)}× |` : ""}`,
);
if (referenceAccountSettings) {
  console.log(
    `| @stackframe/react <AccountSettings/> in StackTheme (reference SDK) | ${kb(referenceAccountSettings.initial)} | - | ${kb(referenceAccountSettings.initial)} | 1.00× |`,
  );
}

const core = rows[0];
const within = core.static <= CORE_BUDGET;
console.log(
  `\ncore budget (static gz): ${kb(core.static)} of ${kb(CORE_BUDGET)} ${within ? "(within)" : "(OVER BUDGET)"}`,
);
console.log(
  `core entry's first load built with Vite 8 (Rolldown) instead of esbuild: ${kb(await viteInitialSize(here(ours[core.name])))}`,
);
process.exitCode = within ? 0 : 1;

// Separate sections: local access token verification (bench/verify.mjs), requests per flow
// counted at the emulator for ours and the reference SDK (bench/requests.mjs), the emulator's
// start time, memory and throughput (bench/emulator-load.mjs), and how fast a sign-in or sign-out
// reaches another tab, beside the cookie poll (bench/cross-tab.mjs).
await benchVerify(existsSync(`${refsDir}/node_modules/@stackframe/js`) ? refsDir : null);
await benchRequests(refsDir);
await benchEmulator();
await benchCrossTab();
