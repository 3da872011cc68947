// A page that shows a client component, and the user if there is one.
import { stackServerApp } from "@/stack/server";
import { Profile } from "./profile";

export default async function ProfilePage() {
  const user = await stackServerApp.getUser();
  return user ? <Profile /> : <a href={stackServerApp.urls.signIn}>Sign in</a>;
}
