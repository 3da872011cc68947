import { useEffect } from "react";

/**
 * Sets the document's title while the calling page is shown, and puts the previous one back
 * when it goes: each handler page names the browser tab (and the history entry) after itself.
 * `null` leaves the title alone.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
