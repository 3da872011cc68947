"use client";

import { StackClientApp } from "@app/core";
import { queryStore, registerHookAdapter, useAppNavigate } from "@app/core/hooks";
import { useAsyncStore } from "./use-async-store.js";
import { usePromise } from "./use-promise.js";

// Loaded with every entry of @app/react (package.json lists it as a side effect): from then on,
// every getter of the core's objects has a working hook twin (`user.useTeams()`…).
registerHookAdapter({
  useStore: useAsyncStore,
  usePromise,
  useQuery(cache, query) {
    const value = useAsyncStore(queryStore(cache, query));
    return query.select ? query.select(value) : (value as never);
  },
});

// `app.useNavigate()` (the SDK's components navigate with it): a method of every app, as the
// class's own are (not enumerable); its type is in hook-types.ts.
Object.defineProperty(StackClientApp.prototype, "useNavigate", {
  value: function useNavigate(this: StackClientApp) {
    return useAppNavigate(this);
  },
  writable: true,
  configurable: true,
});
