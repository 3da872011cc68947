// Better Auth's vanilla client, same flow.
import { createAuthClient } from "better-auth/client";

const auth = createAuthClient({ baseURL: "https://x.example" });
await auth.signIn.email({ email: "ada@example.com", password: "password" });
console.log((await auth.getSession()).data?.user);
