// Supabase's auth client alone, same flow.
import { AuthClient } from "@supabase/auth-js";

const auth = new AuthClient({ url: "https://x.supabase.co/auth/v1" });
await auth.signInWithPassword({ email: "ada@example.com", password: "password" });
console.log((await auth.getUser()).data.user);
