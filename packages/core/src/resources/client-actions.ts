// Everything the client's lazy methods load, in one module: the user's team and permission
// methods, a team's methods (`teamMethods`) and the app's invitation code steps. One lazy module
// keeps the browser's first load to one chunk of shared code (see resources/lazy.ts).

export * from "./permissions/client.js";
export * from "./teams/client.js";
export * as teamMethods from "./teams/client-team.js";
