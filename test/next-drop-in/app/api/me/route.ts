// A route handler: the user of the request's cookies, or of the request's own headers.
import { type NextRequest, NextResponse } from "next/server";
import { stackServerApp } from "@/stack/server";

export async function GET(request: NextRequest) {
  const fromCookies = await stackServerApp.getUser();
  const fromRequest = await stackServerApp.getUser({ tokenStore: request });
  const user = fromCookies ?? fromRequest;
  if (!user) return NextResponse.json({ error: "Not signed in" }, { status: 401 });
  return NextResponse.json({ id: user.id, email: user.primaryEmail });
}
