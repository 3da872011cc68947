"use server";

// A server action: renames the user of the request.
import { revalidatePath } from "next/cache";
import { stackServerApp } from "@/stack/server";

export async function rename(formData: FormData) {
  const user = await stackServerApp.getUser({ or: "throw" });
  await user.update({ displayName: String(formData.get("name") ?? "") });
  revalidatePath("/profile");
}

export async function whoAmI() {
  const user = await stackServerApp.getUser({ tokenStore: "nextjs-cookie" });
  return user?.id ?? null;
}
