"use client";

import { useProject } from "@app/react";
import { createContext, type ReactNode, Suspense, useContext } from "react";
import { QuietBoundary } from "./quiet-boundary.js";

/**
 * What full pages show above their content: the app's name or logo. `undefined`: the project's
 * display name; `null` or `false`: nothing.
 *
 * @example
 * ```tsx
 * <StackHandler fullPage brand={<img src="/logo.svg" alt="Shop" />} />
 * ```
 */
export type Brand = ReactNode;

/** The brand of the full pages below (set by `StackHandler`'s `brand`). */
export const BrandContext = createContext<Brand>(undefined);
BrandContext.displayName = "BrandContext";

/**
 * Props of {@link FullPage}.
 *
 * @example
 * ```tsx
 * <FullPage brand={<img src="/logo.svg" alt="Shop" />}>
 *   <SignIn />
 * </FullPage>
 * ```
 */
export interface FullPageProps {
  /** The page's content. */
  children?: ReactNode;
  /**
   * The app's name or logo, shown at the top of the frame (`<img src="/logo.svg" alt="Acme" />`).
   * Default the `brand` of the enclosing `StackHandler`, else the project's display name; `false`
   * shows none.
   */
  brand?: Brand;
}

/**
 * A container that centres its content on the whole viewport, in a card frame headed by the
 * app's name or logo (the handler pages use it). It is the page's `<main>` landmark, so render one
 * per page and no other `<main>` around it.
 *
 * @example
 * ```tsx
 * <FullPage brand={<img src="/logo.svg" alt="Acme" height={28} />}>
 *   <SignIn />
 * </FullPage>
 * ```
 */
export function FullPage({ children, brand }: FullPageProps) {
  const inherited = useContext(BrandContext);
  const shown = brand === undefined ? inherited : brand;
  return (
    <main data-slot="stack-full-page">
      <div data-slot="stack-frame">
        {shown === undefined ? (
          <QuietBoundary>
            <Suspense fallback={null}>
              <ProjectName />
            </Suspense>
          </QuietBoundary>
        ) : shown === null || shown === false ? null : (
          <div data-slot="stack-brand">{shown}</div>
        )}
        {children}
      </div>
    </main>
  );
}

function ProjectName() {
  const { displayName } = useProject();
  return displayName ? <div data-slot="stack-brand">{displayName}</div> : null;
}

/** `content`, centred on the page when `fullPage` is set. */
export function maybeFullPage(fullPage: boolean | undefined, content: ReactNode): ReactNode {
  return fullPage ? <FullPage>{content}</FullPage> : content;
}
