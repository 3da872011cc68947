import { stackServerApp } from "../stack/server";
import { ClientGreeting } from "./client-greeting";

export default async function Home() {
  const user = await stackServerApp.getUser();
  return (
    <section>
      <p>
        {user
          ? `Server component: signed in as ${user.displayName}`
          : "Server component: signed out"}
      </p>
      <ClientGreeting />
    </section>
  );
}
