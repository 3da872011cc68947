// Test helpers: read the emulator's own pages (the dashboard, the outbox) as a user sees them.

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&amp;": "&",
};

/** The text of a piece of markup: tags dropped, entities decoded, spaces collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] as string)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The body rows of the table whose caption starts with `caption`, each as the texts of its cells
 * (row header first). Throws when there is no such table.
 */
export function tableRows(page: string, caption: string): string[][] {
  for (const [, table = ""] of page.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const captionText = textOf(/<caption>([\s\S]*?)<\/caption>/.exec(table)?.[1] ?? "");
    if (!captionText.startsWith(caption)) continue;
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
    return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = ""]) =>
      [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = ""]) => textOf(cell)),
    );
  }
  throw new Error(`No table whose caption starts with "${caption}".`);
}

/** The caption texts of the page's tables. */
export function captions(page: string): string[] {
  return [...page.matchAll(/<caption>([\s\S]*?)<\/caption>/g)].map(([, c = ""]) => textOf(c));
}
