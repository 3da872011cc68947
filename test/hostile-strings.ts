/**
 * Hostile strings for the rendering suites: markup, attribute break-outs, script URLs, template
 * injections, bidi and zero-width characters and an oversized value. Each must render as inert
 * text wherever a component shows it, and must never become markup, an attribute or a URL.
 */

/** `[label, payload]` pairs, for `it.each`. */
export const HOSTILE_STRINGS: readonly (readonly [string, string])[] = [
  ["a script tag", "<script>alert(1)</script>"],
  ["an img with onerror", "<img src=x onerror=alert(1)>"],
  ["an attribute break-out", '" onmouseover="alert(1)'],
  ["a single-quote break-out", "' autofocus onfocus='alert(1)"],
  ["a javascript: URL", "javascript:alert(1)"],
  ["an RTL override", "\u202Etxt.exe"],
  ["zero-width characters", "a\u200B\u200C\u200D\u2060\uFEFFb"],
  ["10,000 characters", "A".repeat(10_000)],
  ["an Angular/Vue template injection", "{{constructor.constructor('alert(1)')()}}"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is a literal "${…}"
  ["a template literal", "${alert(1)}"],
  ["an SVG with onload", "<svg onload=alert(1)>"],
  ["an SVG with a script", "<svg><script>alert(1)</script></svg>"],
  ["an iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["a closing tag and comment", "</h1><!-- --><b>bold</b>"],
];

/**
 * E-mail addresses built from the payloads that pass the service's e-mail check (no whitespace, a
 * single "@"), so a user can really have them as primary e-mail.
 */
export const HOSTILE_ACCEPTED_EMAILS: readonly string[] = [
  "<script>alert(1)</script>@example.com",
  '"><img/src=x/onerror=alert(1)>@example.com',
  "javascript:alert(1)@example.com",
  "\u202Eevil@example.com",
  "a\u200Bb\u200D@example.com",
  "{{constructor.constructor('alert(1)')()}}@example.com",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is a literal "${…}"
  "${alert(1)}@example.com",
  "<svg/onload=alert(1)>@example.com",
  `${"a".repeat(9_988)}@example.com`, // 10,000 characters
];

/** Hostile e-mail addresses the service refuses (whitespace, no "@", two "@"). */
export const HOSTILE_REFUSED_EMAILS: readonly string[] = [
  "<img src=x onerror=alert(1)>@example.com",
  '" onmouseover="alert(1)@example.com',
  "javascript:alert(1)",
  "<svg onload=alert(1)>",
  "a@b@<script>alert(1)</script>",
];

/** Hostile profile image URLs the service accepts: http(s) or `data:image/…` URLs. */
export const HOSTILE_ACCEPTED_PROFILE_IMAGE_URLS: readonly string[] = [
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/x.png?\"onerror='alert(1)'",
  "data:image/svg+xml,<svg/onload=alert(1)>",
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=",
];

/** Hostile profile image URLs the service refuses: other schemes, or no URL at all. */
export const HOSTILE_REFUSED_PROFILE_IMAGE_URLS: readonly string[] = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "javascript://%0aalert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)',
];
