import { useStackApp, useUser } from "@app/react";
import { type FormEvent, Suspense, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, then true: buttons work from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The page: who is signed in (rendered on the server for the request's user), a way in or out. */
export function App() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
      <h1>React SSR example</h1>
      {/* The server loads the user before rendering, so this fallback never shows. */}
      <Suspense fallback={<p>Loading…</p>}>
        <Session />
      </Suspense>
    </main>
  );
}

function Session() {
  const user = useUser();
  const hydrated = useHydrated();
  if (!user) return <SignInForm enabled={hydrated} />;
  return (
    <p>
      {`Signed in as ${user.primaryEmail ?? user.displayName ?? user.id} `}
      <button type="button" disabled={!hydrated} onClick={() => user.signOut({ noRedirect: true })}>
        Sign out
      </button>
    </p>
  );
}

function SignInForm({ enabled }: { enabled: boolean }) {
  const app = useStackApp();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    const result = await app.signInWithCredential({
      email: String(data.get("email")),
      password: String(data.get("password")),
      noRedirect: true,
    });
    setPending(false);
    // On success the user's tokens are in the cookies: useUser() shows the user, and the next
    // page load renders them on the server.
    setError(result.status === "error" ? result.error.message : null);
  }

  return (
    <form onSubmit={signIn} aria-label="Sign in">
      <p>Signed out.</p>
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>{" "}
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>{" "}
      <button type="submit" disabled={!enabled || pending}>
        Sign in
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
