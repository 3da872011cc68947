// The options a Next.js app presets in its environment, read as literal
// `process.env.NEXT_PUBLIC_STACK_…` expressions: Next.js replaces exactly those (and only those)
// with their values when it builds, in browser bundles too, where there is no environment to read
// by a computed name (the core's own presets). A server also reads the core's at run time.

// Next.js's `process.env` (the package's types include no Node.js).
declare const process: { env: Record<string, string | undefined> };

/**
 * What the environment presets, each undefined when unset.
 *
 * @inline
 */
export interface NextPresets {
  /** `NEXT_PUBLIC_STACK_PROJECT_ID`. */
  projectId?: string | undefined;
  /** `NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY`. */
  publishableClientKey?: string | undefined;
  /** `NEXT_PUBLIC_STACK_API_URL`. */
  baseUrl?: string | undefined;
  /** `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS`, parsed as a JSON object. */
  extraRequestHeaders?: Record<string, string> | undefined;
}

// Each read is its own expression: `process` may not exist where Next.js did not replace it.
function projectId(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_STACK_PROJECT_ID || undefined;
  } catch {
    return undefined;
  }
}

function publishableClientKey(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY || undefined;
  } catch {
    return undefined;
  }
}

function baseUrl(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_STACK_API_URL || undefined;
  } catch {
    return undefined;
  }
}

function extraRequestHeaders(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The presets of `NEXT_PUBLIC_STACK_PROJECT_ID`, `NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY`,
 * `NEXT_PUBLIC_STACK_API_URL` and `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS` (a JSON object).
 *
 * @throws TypeError when `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS` is not JSON.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ ...nextPresets(), tokenStore: "nextjs-cookie" });
 * ```
 */
export function nextPresets(): NextPresets {
  const headers = extraRequestHeaders();
  let parsed: Record<string, string> | undefined;
  if (headers !== undefined) {
    try {
      parsed = JSON.parse(headers) as Record<string, string>;
    } catch {
      throw new TypeError(
        `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS must hold a JSON object; got ${JSON.stringify(headers)}.`,
      );
    }
  }
  return {
    projectId: projectId(),
    publishableClientKey: publishableClientKey(),
    baseUrl: baseUrl(),
    extraRequestHeaders: parsed,
  };
}

/**
 * `options` with the presets under them: an option given wins, and an app that inherits its
 * options (`inheritsFrom`) takes none, so that its parent's stay.
 */
export function withPresets<Options extends object>(options: Options): Options {
  if ((options as { inheritsFrom?: unknown }).inheritsFrom !== undefined) return options;
  const presets = nextPresets();
  const merged: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  for (const [name, value] of Object.entries(presets)) {
    if (merged[name] === undefined && value !== undefined) merged[name] = value;
  }
  return merged as Options;
}
