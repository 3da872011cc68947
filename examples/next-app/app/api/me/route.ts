import { stackServerApp } from "../../../stack/server";

// GET /api/me: the user of the request's cookies, or of the x-stack-auth header (or an
// Authorization: Bearer header) that another client sent.
export async function GET(request: Request) {
  const fromHeaders = request.headers.has("x-stack-auth") || request.headers.has("authorization");
  const user = fromHeaders
    ? await stackServerApp.getUser({ tokenStore: request })
    : await stackServerApp.getUser();
  return Response.json(
    user ? { id: user.id, primaryEmail: user.primaryEmail, displayName: user.displayName } : null,
  );
}
