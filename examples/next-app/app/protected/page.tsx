import { stackServerApp } from "../../stack/server";

// Signed-out visitors are sent to sign in (Next.js's redirect(), from the server component).
export default async function Protected() {
  const user = await stackServerApp.getUser({ or: "redirect" });
  return <h1>Protected page for {user.primaryEmail}</h1>;
}
