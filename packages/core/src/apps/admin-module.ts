// The admin app's module, for the project owners' operations (`user.listOwnedProjects()`,
// `user.createProject()`), which hand out admin apps. The admin app extends the server and client
// apps, which build their context here below it (./context.ts), so the context cannot import it
// without a circle: the package entries that hand out apps (index.ts, server.ts, admin.ts) pass it
// in when they load, as `() => import("./apps/admin-app.js")`, a lazy chunk of a browser bundle.
// (package.json lists those entries as side effects, so that bundlers keep the call.)

/** What the context needs of the admin app's module. */
export interface AdminModule {
  ownerOperations(): unknown;
}

// Every public way to an app class goes through one of those entries; an app built from the
// modules alone (the core's own tests import the entries too) has no admin module to load.
let load: () => Promise<AdminModule>;

/** Passes in the admin app's module, loaded on first use (the package entries call it). */
export function provideAdminModule(loader: () => Promise<AdminModule>): void {
  load = loader;
}

/** Loads the admin app's module that an entry passed in (`context.adminModule()`). */
export const loadAdminModule = (): Promise<AdminModule> => load();
