import { useSearch } from "./use-search-param.js";

/** Where the code of an emailed link comes from: a prop, the reference's `searchParams`, the page. */
export interface LinkCodeSource {
  /** The code itself. */
  code?: string | undefined;
  /** The page's query parameters, as the reference SDK's pages take them (`{ code: "…" }`). */
  searchParams?: Readonly<Record<string, string>> | undefined;
}

/** The code of the link: `undefined` while not known yet (server render), `null` when absent. */
export function useLinkCode({ code, searchParams }: LinkCodeSource): string | null | undefined {
  const search = useSearch();
  const given = code ?? searchParams?.code;
  if (given !== undefined) return given || null;
  if (search === null) return undefined;
  return new URLSearchParams(search).get("code") || null;
}
