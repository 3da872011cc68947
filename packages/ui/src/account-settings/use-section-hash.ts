import { useStackApp } from "@app/react";
import { useEffect, useRef, useState } from "react";

/**
 * The section of `ids` the page's `#hash` names: a section's id (`#teams`), or an anchor inside
 * one (`anchors`: `{ "team-creation": "teams" }`, where the team switchers' 'Create a team' leads).
 */
export function sectionOfHash(
  hash: string,
  ids: readonly string[],
  anchors: Readonly<Record<string, string>>,
): string | undefined {
  let name = hash.replace(/^#/, "");
  try {
    name = decodeURIComponent(name);
  } catch {
    return undefined; // a malformed escape names no section
  }
  const id = Object.hasOwn(anchors, name) ? anchors[name] : name;
  return id !== undefined && ids.includes(id) ? id : undefined;
}

/**
 * The open section of the account settings, kept in the address's `#hash` as the reference SDK's
 * settings keep it: opened from the hash when shown and when the hash changes (back and forward),
 * and choosing a section navigates to `#id` with the app's navigate function (`app.useNavigate()`:
 * the router's with `redirectMethod: { useNavigate }`). Null until a section is chosen.
 *
 * @example
 * ```tsx
 * const [selected, select] = useSectionHash(["profile", "teams"], { "team-creation": "teams" });
 * <Tabs.Root value={selected ?? "profile"} onValueChange={select} />;
 * ```
 */
export function useSectionHash(
  ids: readonly string[],
  anchors: Readonly<Record<string, string>>,
): [string | null, (id: string) => void] {
  const navigate = useStackApp().useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const known = useRef({ ids, anchors });
  known.current = { ids, anchors };
  useEffect(() => {
    const follow = () => {
      const id = sectionOfHash(window.location.hash, known.current.ids, known.current.anchors);
      if (id !== undefined) setSelected(id);
    };
    follow();
    // A router's navigation changes the hash without `hashchange`; back and forward fire `popstate`.
    window.addEventListener("hashchange", follow);
    window.addEventListener("popstate", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      window.removeEventListener("popstate", follow);
    };
  }, []);
  // Radix tabs report one click twice (pointer down, then focus): one navigation per choice.
  const chosen = useRef(selected);
  chosen.current = selected;
  const select = (id: string) => {
    if (id === chosen.current) return;
    chosen.current = id;
    setSelected(id);
    navigate(`#${encodeURIComponent(id)}`);
  };
  return [selected, select];
}
