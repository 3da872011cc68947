"use client";

import type { StackClientApp } from "@app/core";
import { createContext } from "react";

/**
 * The app of the nearest {@link StackProvider}; `null` outside one. Internal: read it through
 * `useStackApp()`, which turns a missing provider into an error that names the fix.
 */
export const StackContext = createContext<StackClientApp | null>(null);
StackContext.displayName = "StackContext";
