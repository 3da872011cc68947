// The reference renders client components' hooks in the browser, under a Suspense boundary.
export default function Loading() {
  return <p>Loading…</p>;
}
