// The budgeted entry: create the client app, sign in with e-mail and password, read the user.
import { StackClientApp } from "@app/core";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "ada@example.com", password: "password" });
console.log(await app.getUser());
