"use client";

import { type Brand, type HandlerComponentProps, StackHandler as UiStackHandler } from "@app/ui";
import { notFound, usePathname } from "next/navigation";

/** Props of {@link StackHandlerClient}. */
export interface StackHandlerClientProps {
  fullPage?: boolean | undefined;
  location?: string | undefined;
  brand?: Brand;
  componentProps?: HandlerComponentProps | undefined;
}

/**
 * The handler's pages at Next.js's current path (`usePathname()`); a path under the handler that
 * names no page is Next.js's `notFound()` (the app's 404 page).
 */
export function StackHandlerClient({
  fullPage = true,
  location,
  brand,
  componentProps,
}: StackHandlerClientProps) {
  const pathname = usePathname();
  return (
    <UiStackHandler
      location={location ?? pathname}
      fullPage={fullPage}
      brand={brand}
      componentProps={componentProps}
      onNotFound={notFound}
    />
  );
}
