// The handler page with Next.js 15's route props spread on it, and each page's own props.
import { StackHandler } from "@app/next";
import { stackServerApp } from "@/stack/server";

export default function Handler(props: {
  params: Promise<{ stack: string[] }>;
  searchParams: Promise<Record<string, string>>;
}) {
  return (
    <StackHandler
      app={stackServerApp}
      fullPage={false}
      {...props}
      componentProps={{
        SignIn: { extraInfo: <a href="/terms">Terms of service</a>, firstTab: "password" },
        SignUp: { noPasswordRepeat: true, firstTab: "magic-link" },
        AccountSettings: {
          extraItems: [
            { id: "billing", title: "Billing", icon: <span>$</span>, content: <p>Plan</p> },
          ],
        },
        ForgotPassword: { fullPage: true },
        // Each page's props are typed: a prop a page does not take is an error.
        // @ts-expect-error The MFA page has no tabs.
        MFA: { firstTab: "password" },
      }}
    />
  );
}
