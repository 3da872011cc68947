// The example's colour scheme: the user's preference, unless they chose one with the user
// button's 'Toggle theme' (kept in localStorage). `@app/ui` follows `data-theme` on <html>.

const KEY = "example-theme";

/** Applies the scheme chosen before, if any; call before the first render. */
export function applySavedTheme(): void {
  const saved = localStorage.getItem(KEY);
  if (saved === "light" || saved === "dark") document.documentElement.dataset.theme = saved;
}

/** Switches to the other scheme than the one shown now, and remembers it. */
export function toggleTheme(): void {
  const shown =
    document.documentElement.dataset.theme ??
    (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  const next = shown === "dark" ? "light" : "dark";
  document.documentElement.dataset.theme = next;
  localStorage.setItem(KEY, next);
}
