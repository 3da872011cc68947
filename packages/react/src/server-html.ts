/**
 * A server render's HTML placed in the page, as a browser receives it, and every text the page
 * shows from then on (a Suspense fallback that shows even for a moment is in `shown`): the
 * browser half of the server-rendering tests. Not exported by the package.
 *
 * @example
 * ```ts
 * const { container, shown } = serverHtmlInPage(html);
 * hydrateRoot(container, <App />);
 * ```
 */
export function serverHtmlInPage(html: string): { container: HTMLElement; shown: string[] } {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const shown: string[] = [];
  new MutationObserver(() => shown.push(container.textContent ?? "")).observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return { container, shown };
}
