// The signed-in user's object in a browser app (its methods, its selected team, the getters it
// shares with its hooks), loaded with the first `GET /users/me` and in parallel with it
// (`clientContext()` in apps/client-app.ts).

export { currentUserFromJson } from "./current-user.js";
