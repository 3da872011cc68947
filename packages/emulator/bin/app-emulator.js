#!/usr/bin/env node
// The `app-emulator` command. The build writes it to dist/bin.js (one bundled file, for a fast
// start); this committed file is what package.json's "bin" names, so that a package manager can
// link the command at install time, before anything is built.
const built = new URL("../dist/bin.js", import.meta.url);
try {
  await import(built.href);
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/bin.js")) {
    console.error("app-emulator: the emulator is not built yet. Run `pnpm build` first.");
    process.exit(1);
  }
  throw error;
}
