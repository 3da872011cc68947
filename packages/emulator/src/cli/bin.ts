#!/usr/bin/env node
import { runCli } from "./cli.js";

void runCli(process.argv.slice(2), {
  ownsProcess: true,
  env: process.env,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  onShutdown(handler) {
    process.once("SIGINT", handler);
    process.once("SIGTERM", handler);
    return () => {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    };
  },
}).then((code) => process.exit(code));
