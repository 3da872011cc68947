// app/handler/[...stack]/page.tsx in the reference's older form: the app and the route's props.
import { StackHandler } from "@app/next";
import { stackServerApp } from "@/stack/server";

export default function Handler(props: unknown) {
  return <StackHandler fullPage app={stackServerApp} routeProps={props} />;
}
