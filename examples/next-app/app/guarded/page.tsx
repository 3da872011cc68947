import { stackServerApp } from "../../stack/server";

// proxy.ts guards this page: only signed-in visitors reach it.
export default async function Guarded() {
  const user = await stackServerApp.getUser({ or: "throw" });
  return <h1>Guarded page for {user.primaryEmail}</h1>;
}
