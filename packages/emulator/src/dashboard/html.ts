import { escapeHtml } from "../outbox/outbox-page.js";

/**
 * Markup that is already safe: made by {@link html}, whose interpolated strings are escaped.
 *
 * @example
 * ```ts
 * const cell: SafeHtml = html`<td>${user.displayName}</td>`;
 * ```
 */
export class SafeHtml {
  readonly #markup: string;

  constructor(markup: string) {
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

/** What {@link html} accepts between its parts: nothing is rendered for null, undefined, false. */
export type HtmlValue =
  | SafeHtml
  | string
  | number
  | null
  | undefined
  | false
  | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated string (state, user input) with the outbox's
 * `escapeHtml`, so that a hostile name renders as text; {@link SafeHtml} and arrays of it go in
 * as they are. Attribute values must be quoted.
 *
 * @example
 * ```ts
 * html`<p title="${name}">${name}</p>`; // name "<b>" → &lt;b&gt;
 * ```
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/**
 * A time on the emulator's clock, readable (`2030-01-01 12:00:00 UTC`) and machine-readable.
 *
 * @example
 * ```ts
 * timeTag(user.signedUpAtMillis);
 * ```
 */
export function timeTag(millis: number): SafeHtml {
  const iso = new Date(millis).toISOString();
  return html`<time datetime="${iso}">${iso.slice(0, 19).replace("T", " ")} UTC</time>`;
}

/** A string a user chose (names, e-mails), isolated so that its direction marks stay inside. */
export function userText(value: string | null | undefined, none = "—"): SafeHtml {
  return value === null || value === undefined || value === ""
    ? html`${none}`
    : html`<bdi>${value}</bdi>`;
}

/** One column of {@link dataTable}: its header and how a row fills it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => HtmlValue;
}

/**
 * A table with a caption and column headers; the first column heads its row. With no rows, the
 * `empty` sentence instead.
 *
 * @example
 * ```ts
 * dataTable("Teams (2)", [{ header: "Name", cell: (t) => t.displayName }], teams, "No teams yet.");
 * ```
 */
export function dataTable<Row>(
  caption: HtmlValue,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  empty: string,
): SafeHtml {
  if (rows.length === 0) return html`<p>${empty}</p>`;
  const head = columns.map((column) => html`<th scope="col">${column.header}</th>`);
  const body = rows.map(
    (row) =>
      html`<tr>${columns.map((column, index) =>
        index === 0
          ? html`<th scope="row">${column.cell(row)}</th>`
          : html`<td>${column.cell(row)}</td>`,
      )}</tr>\n`,
  );
  return html`<table>
<caption>${caption}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}</tbody>
</table>`;
}

/**
 * A table's caption: what it lists and how many, saying so when only the newest are shown.
 *
 * @example
 * ```ts
 * shownOf({ total: 250, rows: first100 }, "Users"); // "Users (250; the newest 100 shown)"
 * ```
 */
export function shownOf(
  listing: { total: number; rows: readonly unknown[] },
  noun: string,
): string {
  return listing.rows.length < listing.total
    ? `${noun} (${listing.total}; the newest ${listing.rows.length} shown)`
    : `${noun} (${listing.total})`;
}
