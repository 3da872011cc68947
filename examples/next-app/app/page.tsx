import { stackServerApp } from "../stack/server";
import { ClientGreeting } from "./client-greeting";

// A server component: the request's user, read from its cookies on the server.
export default async function Home() {
  const user = await stackServerApp.getUser();
  return (
    <section>
      <h1>Next.js example</h1>
      <p data-testid="server-user">
        {user
          ? `Server component: signed in as ${user.displayName ?? user.primaryEmail}`
          : "Server component: signed out"}
      </p>
      <ClientGreeting />
    </section>
  );
}
