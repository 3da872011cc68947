// `@app/core/hooks`: what a UI binding needs to give the core's getters their hook twins, and
// nothing else. `@app/react` registers its hooks through it: a narrow entry, since esbuild puts
// into a page's first load every module a barrel such as `@app/core/internal` reaches that some
// lazy chunk also uses, even when the page uses none of it.

export { type HookAdapter, registerHookAdapter } from "./cache/hook-adapter.js";
export { track } from "./cache/keyed-cache.js";
export { type Query, queryStore } from "./cache/query.js";
