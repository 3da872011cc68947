// The hosted service's reference SDK, same flow as core-sign-in.js.
import { StackClientApp } from "@stackframe/js";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
await app.signInWithCredential({ email: "ada@example.com", password: "password" });
console.log(await app.getUser());
