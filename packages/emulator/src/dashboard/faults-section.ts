import type { Fault } from "../faults/fault-registry.js";
import { DASHBOARD_PATHS } from "./dashboard-paths.js";
import { dataTable, html, type SafeHtml } from "./html.js";

/**
 * What a fault does, in a few words.
 *
 * @example
 * ```ts
 * describeFault(emulator.faults.add({ path: "/api/v1/**", kind: "status", status: 503 })); // "Status 503"
 * ```
 */
export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case "latency":
      return `Latency of ${fault.ms} ms`;
    case "status":
      return fault.retryAfter === undefined
        ? `Status ${fault.status}`
        : `Status ${fault.status}, Retry-After ${fault.retryAfter}`;
    case "reset":
      return `Connection reset ${fault.when} handling`;
    case "malformed-json":
      return "Malformed JSON";
    case "known-error-mismatch":
      return `Known-error header ${fault.headerCode}, body ${fault.bodyCode}`;
  }
}

function remaining(fault: Fault): string {
  if (fault.remaining === null) return "Unlimited";
  return fault.remaining === 0 ? "0 (used up)" : String(fault.remaining);
}

/**
 * The emulator's faults (all projects), oldest first, with how often each fired, and a button
 * that clears them all.
 *
 * @example
 * ```ts
 * faultsSection(services.faults.list(), DEMO_PROJECT.id);
 * ```
 */
export function faultsSection(faults: readonly Fault[], projectId: string): SafeHtml {
  const table = dataTable<Fault>(
    `Faults of every project (${faults.length})`,
    [
      { header: "ID", cell: (fault) => html`<code>${fault.id}</code>` },
      { header: "Method", cell: (fault) => fault.method ?? "Any" },
      { header: "Path", cell: (fault) => html`<code>${fault.path}</code>` },
      { header: "Fault", cell: describeFault },
      { header: "Fired", cell: (fault) => fault.fired },
      { header: "Remaining", cell: remaining },
    ],
    faults,
    "No faults: every request is handled normally.",
  );
  const clear =
    faults.length > 0 &&
    html`<form method="post" action="${DASHBOARD_PATHS.clearFaults}">
<input type="hidden" name="project" value="${projectId}">
<button type="submit">Clear faults</button>
</form>`;
  return html`<section aria-labelledby="faults-heading">
<h2 id="faults-heading">Faults</h2>
${table}
${clear}
<p>Add them with <code>POST /emulator/faults</code> or <code>emulator.faults.add()</code>.</p>
</section>`;
}
