"use client";

import type { StackClientApp as CoreClientApp, DehydratedStackState } from "@app/core";
import type { ClientAppConfig } from "@app/core/internal";
import { StackProvider as ReactStackProvider, type StackLang } from "@app/react";
import { LinkProvider } from "@app/ui";
// The screens' stylesheet, as @stackframe/stack needs none imported: Next.js bundles it.
import "@app/ui/styles.css";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { markHttps } from "../https-marker.js";
import { StackClientApp } from "./client-app.js";
import { setPageRouter } from "./router-navigator.js";

/**
 * What the server's `StackProvider` hands the browser to build its app from: plain JSON, never a
 * secret key (see `clientAppConfig` of the core), and how the app navigates.
 */
export interface NextClientConfig extends ClientAppConfig {
  redirectMethod: "nextjs" | "window" | "none";
}

/** Props of {@link StackProviderClient}: an app, or the configuration to build one from. */
export interface StackProviderClientProps {
  config?: NextClientConfig | undefined;
  app?: CoreClientApp | undefined;
  /** What the server read (the request's user, the project): shown without loading them. */
  initialState?: DehydratedStackState | undefined;
  lang?: StackLang | undefined;
  translationOverrides?: Readonly<Record<string, string>> | undefined;
  children?: ReactNode;
}

/** The browser's apps, one per configuration: the page builds its app once. */
const browserApps = new Map<string, StackClientApp>();

function buildApp(config: NextClientConfig): StackClientApp {
  return new StackClientApp({ ...config, tokenStore: "nextjs-cookie" });
}

/**
 * The app of `config`: in the browser, one per configuration for the page's life; while a server
 * renders, one per render (each request's user is its own).
 */
function useConfiguredApp(config: NextClientConfig | undefined): StackClientApp | null {
  const [rendering] = useState(() =>
    config && typeof window === "undefined" ? buildApp(config) : null,
  );
  if (!config) return null;
  if (rendering) return rendering;
  const key = JSON.stringify(config);
  let app = browserApps.get(key);
  if (!app) {
    app = buildApp(config);
    browserApps.set(key, app);
  }
  return app;
}

/**
 * The client half of `@app/next`'s `StackProvider`: builds the browser's app from the server's
 * configuration (or takes an app), seeds it with what the server read, hands the SDK Next.js's
 * router, makes the screens' links `next/link`s and, over https, writes the https marker cookie.
 *
 * @example
 * ```tsx
 * <StackProviderClient config={config} initialState={state}>{children}</StackProviderClient>
 * ```
 */
export function StackProviderClient({
  config,
  app: given,
  initialState,
  lang,
  translationOverrides,
  children,
}: StackProviderClientProps) {
  const router = useRouter();
  // The page's router, for every app's "nextjs" redirects (idempotent, so safe during render).
  if (typeof window !== "undefined") setPageRouter(router);
  // Over https, tells the server so, for when no proxy header does (as the reference SDK does).
  useEffect(() => markHttps(), []);
  const configured = useConfiguredApp(config);
  const app = given ?? configured;
  if (!app)
    throw new TypeError("StackProvider needs an app: pass app={stackServerApp} or another app.");
  return (
    <LinkProvider component={Link}>
      <ReactStackProvider
        app={app}
        initialState={initialState}
        lang={lang}
        translationOverrides={translationOverrides}
      >
        {children}
      </ReactStackProvider>
    </LinkProvider>
  );
}
