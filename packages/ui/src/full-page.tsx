import type { ReactNode } from "react";

/** Props of {@link FullPage}. */
export interface FullPageProps {
  children?: ReactNode;
}

/**
 * A container that centres its content on the whole viewport, for pages that show nothing else
 * (the handler pages use it). It is the page's `<main>` landmark, so render one per page and no
 * other `<main>` around it.
 *
 * @example
 * ```tsx
 * <FullPage>
 *   <SignIn />
 * </FullPage>
 * ```
 */
export function FullPage({ children }: FullPageProps) {
  return <main data-slot="stack-full-page">{children}</main>;
}

/** `content`, centred on the page when `fullPage` is set. */
export function maybeFullPage(fullPage: boolean | undefined, content: ReactNode): ReactNode {
  return fullPage ? <FullPage>{content}</FullPage> : content;
}
