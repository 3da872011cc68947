/** Each public entry (its import specifier) and the source file its types come from. */
export const ENTRIES: [name: string, file: string][];
/** The packages whose declarations must be documented. */
export const PACKAGES: string[];

export interface GenerateReferenceOptions {
  /** The directory that `entries`' files are relative to; default: the repository. */
  root?: string;
  entries?: [name: string, file: string][];
  packages?: string[];
  /** The tsconfig of the program TypeDoc reads. */
  tsconfig?: string;
  /** Where the markdown goes. */
  out: string;
  /** Print each warning as it comes (default true). */
  print?: boolean;
}

/** Runs TypeDoc and writes markdown to `out`; resolves to the warnings and errors, as text. */
export function generateReference(
  options: GenerateReferenceOptions,
): Promise<{ messages: string[] }>;

/** The files that differ between the committed tree and a generated one, one line each. */
export function diffTrees(committed: string, generated: string): string[];

/** A warning as the known list keeps it: without the source file TypeDoc names. */
export function normalizeWarning(message: string): string;

/** The warnings not in the known list (`added`) and the known ones that no longer occur (`fixed`). */
export function compareWarnings(
  known: string[],
  messages: string[],
): { added: string[]; fixed: string[] };
