import { escapeHtml } from "../outbox/outbox-page.js";

/** What the mock provider's page shows. */
export interface MockProviderPageInput {
  /** The provider's display name ("GitHub", or the id of a provider the SDK does not name). */
  providerName: string;
  /** The app's project name: who asks. */
  appName: string;
  state: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** A problem with the last submission, shown in an alert. */
  error?: string;
}

const STYLE = `:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{max-width:26rem;margin:3rem auto;padding:0 1rem}
form{display:grid;gap:.75rem}
label{display:grid;gap:.25rem;font-weight:600}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
input[type=email],input[type=text]{font:inherit;padding:.5rem;border:1px solid GrayText;border-radius:.375rem}
button{font:inherit;padding:.6rem;border-radius:.375rem;border:1px solid GrayText;cursor:pointer}
button[value=allow]{background:CanvasText;color:Canvas}
[role=alert]{color:#b3261e;font-weight:600}
@media (prefers-color-scheme:dark){[role=alert]{color:#ff8a80}}`;

/**
 * The mock provider's sign-in page: who to be at the provider (an editable e-mail and name), a
 * "Continue as …" button that follows the e-mail as it is typed, and Cancel (the provider's
 * access-denied answer). Every value is escaped.
 */
export function mockProviderPage(input: MockProviderPageInput): string {
  const provider = escapeHtml(input.providerName);
  const continueLabel = `Continue as ${escapeHtml(input.email || "…")}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${provider} · emulator</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${provider}</h1>
<p>This is the emulator's stand-in for ${provider}: <strong>${escapeHtml(input.appName)}</strong> asks who you are, and no password is needed.</p>
${input.error ? `<p role="alert" id="form-error">${escapeHtml(input.error)}</p>` : ""}
<form method="post"${input.error ? ' aria-describedby="form-error"' : ""}>
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<label>E-mail <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email)}"${input.error ? ' aria-invalid="true"' : ""}></label>
<label>Name <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.name)}"></label>
<label class="check"><input type="checkbox" name="email_verified" value="true"${input.emailVerified ? " checked" : ""}> ${provider} has verified this e-mail</label>
<button type="submit" name="action" value="allow" id="continue">${continueLabel}</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</form>
</main>
<script>
const email = document.getElementById("email"), button = document.getElementById("continue");
email.addEventListener("input", () => { button.textContent = "Continue as " + (email.value || "…"); });
</script>
</body></html>`;
}

/** A page of the mock provider that only explains a problem (an unknown or used sign-in). */
export function mockProviderErrorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · emulator</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
