// A server component that only a signed-in user may see.
import { stackServerApp } from "@/stack/server";

export default async function ProtectedPage() {
  const user = await stackServerApp.getUser({ or: "redirect" });
  const teams = await user.listTeams();
  return (
    <main>
      <h1>Hello, {user.displayName ?? user.primaryEmail ?? user.id}</h1>
      <p>{teams.map((team) => team.displayName).join(", ")}</p>
      <p>Signed up {user.signedUpAt.toISOString()}</p>
      <pre>{JSON.stringify(user.serverMetadata)}</pre>
    </main>
  );
}
