"use client";

import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from "react";

/**
 * A framework's link component, as the screens render their links (`next/link`'s `Link`): it
 * takes `href`, the children and the anchor's other attributes, and renders an `<a>`.
 *
 * @example
 * ```tsx
 * const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
 * ```
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    /** Where the link goes. */
    href: string;
    /** The link's content. */
    children?: ReactNode;
  }
>;

const LinkContext = createContext<LinkComponent | null>(null);
LinkContext.displayName = "LinkContext";

/**
 * Props of {@link LinkProvider}.
 *
 * @example
 * ```tsx
 * <LinkProvider component={RouterLink}>
 *   <UserButton />
 * </LinkProvider>
 * ```
 */
export interface LinkProviderProps {
  /** The link component every screen below renders its links with. */
  component: LinkComponent;
  /** The part of the tree whose links render with `component`. */
  children?: ReactNode;
}

/**
 * Makes the screens below render their links ('Sign up', 'Forgot password?'…) with a
 * framework's link component, so that following one navigates within the app (Next.js's
 * client-side navigation) rather than loading the page anew. `@app/next`'s provider sets
 * `next/link`; without one, the links are plain `<a>` elements.
 *
 * @example
 * ```tsx
 * import Link from "next/link";
 *
 * <LinkProvider component={Link}>
 *   <SignIn />
 * </LinkProvider>
 * ```
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link of the screens: the {@link LinkProvider}'s component, else an `<a>`. */
export function StackLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Link = useContext(LinkContext);
  return Link ? <Link {...props} /> : <a {...props} />;
}
