import { checkAllowedOrigins } from "../http/allowed-origins.js";
import { checkAllowedHosts } from "../http/control-access.js";
import { checkIssuerUrl, launchEmulator, type RunningEmulator } from "../server/start-emulator.js";

/**
 * The default port of the `app-emulator` command.
 *
 * @example
 * ```ts
 * const baseUrl = `http://127.0.0.1:${DEFAULT_CLI_PORT}`;
 * ```
 */
export const DEFAULT_CLI_PORT = 8102;

/**
 * What the command talks to: output streams and the shutdown signals. Tests pass a fake one.
 *
 * @example
 * ```ts
 * const io: CliIo = {
 *   stdout: (line) => lines.push(line),
 *   stderr: () => {},
 *   onShutdown: (handler) => ((stop = handler), () => {}),
 * };
 * ```
 */
export interface CliIo {
  /** Writes one line to standard output (only the ready line goes there). */
  stdout(line: string): void;
  /** Writes one line to standard error. */
  stderr(line: string): void;
  /** Calls `handler` on SIGINT or SIGTERM; returns a function that stops listening. */
  onShutdown(handler: () => void): () => void;
  /**
   * True when the process runs nothing but the emulator (the `app-emulator` executable): it may
   * then replace the global `Request` and `Response` with faster ones. Default false.
   */
  ownsProcess?: boolean;
  /**
   * The environment: `STACK_OAUTH_MOCK_URL` is read from it when `--oauth-mock-url` is not given.
   * Default none.
   */
  env?: Readonly<Record<string, string | undefined>>;
}

const usage = `Usage: npx @app/emulator [--port <n>] [--host <address>] [--data-dir <dir>]
                        [--allowed-hosts <names>] [--allowed-origins <origins>]
                        [--oauth-mock-url <issuer>] [--quiet]
       (in package.json scripts, the same as: app-emulator [options])

Runs a local emulator of the authentication REST API with a seeded demo project.
When ready it prints one JSON line to stdout: {"url","projectId","publishableClientKey",
"secretServerKey","superSecretAdminKey"}. Logs go to stderr. Stop it with Ctrl-C.
Open the URL in a browser for a dashboard of its state.

  --port <n>        port to listen on (default ${DEFAULT_CLI_PORT}; 0 picks a free port)
  --host <address>  interface to listen on (default 127.0.0.1); another address,
                    such as 0.0.0.0, opens the controls to the network: a warning
                    is printed at start
  --data-dir <dir>  keep all state in <dir>/emulator.sqlite across restarts, with
                    random project keys made on the first start (printed in the
                    ready line); the file is readable by its owner only
                    (default: in memory, gone when the emulator stops, with the
                    public demo keys)
  --allowed-hosts <names>
                    more host names, comma-separated, at which the controls
                    (/emulator/...) and the dashboard answer, e.g. a container's
                    name; .example.test allows a domain and its subdomains
                    (default: localhost, IP addresses and --host only)
  --allowed-origins <origins>
                    more origins, comma-separated, whose pages may use server and
                    admin access and the controls, e.g. https://app.dev.internal
                    (default: the emulator's own pages and pages on localhost;
                    other pages get client access only)
  --oauth-mock-url <issuer>
                    sign in with shared OAuth providers at this OpenID provider
                    (client id = provider type, secret MOCK-SERVER-SECRET), as
                    the service does with its mock OAuth server; also read from
                    STACK_OAUTH_MOCK_URL (default: the emulator's stand-in page)
  --quiet           do not log requests
  --help            show this help`;

interface CliArgs {
  port: number;
  host: string;
  quiet: boolean;
  help: boolean;
  dataDir?: string;
  allowedHosts: string[];
  allowedOrigins: string[];
  oauthMockUrl?: string;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {
    port: DEFAULT_CLI_PORT,
    host: "127.0.0.1",
    quiet: false,
    help: false,
    allowedHosts: [],
    allowedOrigins: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] ?? "").split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === "") throw new Error(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case "--port": {
        const raw = value();
        const port = Number(raw);
        if (!/^\d+$/.test(raw) || port > 65535) {
          throw new Error(`--port must be an integer from 0 to 65535, got ${JSON.stringify(raw)}.`);
        }
        args.port = port;
        break;
      }
      case "--host":
        args.host = value();
        break;
      case "--quiet":
        args.quiet = true;
        break;
      case "--data-dir":
        args.dataDir = value();
        break;
      case "--allowed-hosts": {
        const names = value()
          .split(",")
          .map((name) => name.trim());
        try {
          checkAllowedHosts(names);
        } catch {
          throw new Error(
            `--allowed-hosts takes host names separated by commas, such as emulator,.example.test (no scheme or port), got ${JSON.stringify(names.join(","))}.`,
          );
        }
        args.allowedHosts.push(...names);
        break;
      }
      case "--oauth-mock-url": {
        const issuer = value();
        try {
          checkIssuerUrl(issuer);
        } catch {
          throw new Error(
            `--oauth-mock-url takes the http(s) URL of an OpenID provider's issuer, such as http://localhost:8114, got ${JSON.stringify(issuer)}.`,
          );
        }
        args.oauthMockUrl = issuer;
        break;
      }
      case "--allowed-origins": {
        const origins = value()
          .split(",")
          .map((origin) => origin.trim());
        try {
          args.allowedOrigins.push(...checkAllowedOrigins(origins));
        } catch {
          throw new Error(
            `--allowed-origins takes origins separated by commas, such as https://app.example.com,http://192.168.1.20:5173 (no path), got ${JSON.stringify(origins.join(","))}.`,
          );
        }
        break;
      }
      case "--help":
      case "-h":
        args.help = true;
        break;
      default:
        throw new Error(`Unknown option ${JSON.stringify(argv[i])}.`);
    }
  }
  return args;
}

/**
 * Runs the `app-emulator` command: starts the emulator, prints the ready line, and stops on
 * SIGINT/SIGTERM. Resolves to the exit code: 0 after a clean stop, 1 when it cannot start
 * (bad arguments, port in use), with a one-line reason on stderr.
 *
 * @example
 * ```ts
 * const code = await runCli(process.argv.slice(2), {
 *   stdout: (line) => process.stdout.write(`${line}\n`),
 *   stderr: (line) => process.stderr.write(`${line}\n`),
 *   onShutdown: (handler) => {
 *     process.once("SIGINT", handler);
 *     return () => process.off("SIGINT", handler);
 *   },
 * });
 * process.exit(code);
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
    const fromEnv = io.env?.STACK_OAUTH_MOCK_URL;
    if (args.oauthMockUrl === undefined && fromEnv) {
      try {
        checkIssuerUrl(fromEnv);
      } catch {
        throw new Error(
          `STACK_OAUTH_MOCK_URL must be the http(s) URL of an OpenID provider's issuer, got ${JSON.stringify(fromEnv)}.`,
        );
      }
      args.oauthMockUrl = fromEnv;
    }
  } catch (error) {
    io.stderr(`app-emulator: ${(error as Error).message} Run npx @app/emulator --help for usage.`);
    return 1;
  }
  if (args.help) {
    io.stdout(usage);
    return 0;
  }
  let emulator: RunningEmulator;
  try {
    emulator = await launchEmulator(
      {
        port: args.port,
        host: args.host,
        quiet: args.quiet,
        allowedHosts: args.allowedHosts,
        allowedOrigins: args.allowedOrigins,
        ...(args.dataDir === undefined ? {} : { dataDir: args.dataDir }),
        ...(args.oauthMockUrl === undefined ? {} : { oauthMockUrl: args.oauthMockUrl }),
      },
      // Printed even with --quiet: it is about who can reach the emulator, not a request.
      { ownsProcess: io.ownsProcess === true, warn: (line) => io.stderr(`app-emulator: ${line}`) },
    );
  } catch (error) {
    const message = (error as Error).message;
    const hint = message.includes("already in use")
      ? " Pass --port <n> (0 picks a free port)."
      : "";
    io.stderr(`app-emulator: ${message}${hint}`);
    return 1;
  }
  const { url, projectId, publishableClientKey, secretServerKey, superSecretAdminKey } = emulator;
  io.stdout(
    JSON.stringify({ url, projectId, publishableClientKey, secretServerKey, superSecretAdminKey }),
  );
  await new Promise<void>((resolve) => {
    const stopListening = io.onShutdown(() => {
      stopListening();
      resolve();
    });
  });
  await emulator.stop();
  return 0;
}
