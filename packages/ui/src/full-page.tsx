import type { ReactNode } from "react";

/** Props of {@link FullPage}. */
export interface FullPageProps {
  children?: ReactNode;
}

/**
 * A container that centres its content on the whole viewport, for pages that show nothing else
 * (the handler pages use it).
 *
 * @example
 * ```tsx
 * <FullPage>
 *   <SignIn />
 * </FullPage>
 * ```
 */
export function FullPage({ children }: FullPageProps) {
  return <div data-slot="stack-full-page">{children}</div>;
}

/** `content`, centred on the page when `fullPage` is set. */
export function maybeFullPage(fullPage: boolean | undefined, content: ReactNode): ReactNode {
  return fullPage ? <FullPage>{content}</FullPage> : content;
}
