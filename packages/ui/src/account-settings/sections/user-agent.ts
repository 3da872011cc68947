/** What a user agent string tells of the device: its browser and its system, each if known. */
export interface DeviceDescription {
  /** `Chrome`, `Firefox`, `Safari`, `Edge`, `Opera`, `Samsung Internet`, or null. */
  browser: string | null;
  /** `Windows`, `macOS`, `iOS`, `Android`, `ChromeOS`, `Linux`, or null. */
  system: string | null;
}

// First match wins: browsers built on Chromium name Chrome too, and every one names Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhones and iPads name "like Mac OS X", and Android names Linux: those come first.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\blinux\b/i, "Linux"],
];

const first = (table: readonly [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

/**
 * The browser and system a user agent string names, by the marks each one puts in it (a few
 * lines of patterns, not a library: the session list needs the names only).
 *
 * @example
 * ```ts
 * describeUserAgent(navigator.userAgent); // { browser: "Firefox", system: "Windows" }
 * ```
 */
export function describeUserAgent(agent: string): DeviceDescription {
  return { browser: first(BROWSERS, agent), system: first(SYSTEMS, agent) };
}
