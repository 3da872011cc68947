// @app/core/managers: the page's focus and online managers (TanStack Query's shape), which decide
// when the current user is checked again (on focus, on reconnect) and when the cookie store reads
// what other tabs wrote. Replace or drive them in tests and in runtimes without DOM events
// (React Native). An entry of its own, not the package root: an app that never touches the
// managers does not fetch them before its first request, they load with the live updates (why:
// docs/architecture.md, "The first load, and what loads later").

export { FocusManager, focusManager } from "./platform/focus-manager.js";
export { OnlineManager, onlineManager } from "./platform/online-manager.js";
export type { SignalSetup } from "./platform/page-signal.js";
