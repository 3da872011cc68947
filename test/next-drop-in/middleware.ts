// middleware.ts: guards /protected, as the reference's docs write it.
import { type NextRequest, NextResponse } from "next/server";
import { stackServerApp } from "./stack/server";

export async function middleware(request: NextRequest) {
  const user = await stackServerApp.getUser();
  if (!user) {
    return NextResponse.redirect(new URL(stackServerApp.urls.signIn, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: "/protected/:path*",
};
