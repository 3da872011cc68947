"use client";

import { type Brand, StackHandler as UiStackHandler } from "@app/ui";
import { notFound, usePathname } from "next/navigation";

/** Props of {@link StackHandlerClient}. */
export interface StackHandlerClientProps {
  fullPage?: boolean | undefined;
  location?: string | undefined;
  brand?: Brand;
}

/**
 * The handler's pages at Next.js's current path (`usePathname()`); a path under the handler that
 * names no page is Next.js's `notFound()` (the app's 404 page).
 */
export function StackHandlerClient({ fullPage = true, location, brand }: StackHandlerClientProps) {
  const pathname = usePathname();
  return (
    <UiStackHandler
      location={location ?? pathname}
      fullPage={fullPage}
      brand={brand}
      onNotFound={notFound}
    />
  );
}
