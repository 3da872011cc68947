// app/loading.tsx: the Suspense fallback the reference's setup adds for its hooks.
export default function Loading() {
  return <p>Loading…</p>;
}
