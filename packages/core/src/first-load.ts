// The first load of a browser app in one chunk. esbuild and Rolldown (Vite) put a module that the
// page and some lazy chunks both use into a shared chunk per set of chunks that use it: a first
// load whose modules lazy code uses here and there is fetched as many small chunks, each
// compressed on its own (measured on bench/entries/core-sign-in.js: 14.5 KB gzip in 7 chunks,
// 12.9 KB in one). So every module that is loaded with `import()` and uses code of the first load
// re-exports this module (`export * from "…/first-load.js"`): each such lazy chunk then uses
// the whole first load, which bundlers keep together. Its importers load it whole
// (`const load = () => import("./x.js")`), since Rolldown drops the exports that an `import()`
// destructured on the spot does not name. `client-bundle.test.ts` fails when a lazy module breaks
// the rule.

/** The client app, which imports the whole first load but for the known errors' classes. */
export { StackClientApp as FIRST_LOAD_APP } from "./apps/client-app.js";
/**
 * The known errors' classes, in the first load of a page that names the package root's
 * `KnownErrors` (a proxy, not re-exported here: a page that does not name it loads neither).
 */
export { errorClassOf as FIRST_LOAD_ERROR_CLASSES } from "./errors/error-classes.js";
/**
 * The transport's errors but NetworkError (which the first load throws itself): in the first load
 * of esbuild, which places them by the page's import graph (the package root exports them), and
 * with the first request's chunk in Vite, which places them by use.
 */
export { HttpError as FIRST_LOAD_HTTP_ERRORS } from "./http/http-errors.js";
