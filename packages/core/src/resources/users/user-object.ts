// The signed-in user's object in a browser app, loaded with the first `GET /users/me` and in
// parallel with it (`clientContext()` in apps/client-app.ts): its methods, its selected team and
// the getters it shares with its hooks are not part of the page's first load.

export { currentUserFromJson } from "./current-user.js";
