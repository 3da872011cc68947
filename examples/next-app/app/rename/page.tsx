import { revalidatePath } from "next/cache";
import { stackServerApp } from "../../stack/server";

// A server action that renames the signed-in user.
async function rename(form: FormData) {
  "use server";
  const user = await stackServerApp.getUser({ or: "redirect" });
  await user.update({ displayName: String(form.get("displayName") ?? "") });
  revalidatePath("/", "layout");
}

export default async function Rename() {
  const user = await stackServerApp.getUser({ or: "redirect" });
  return (
    <form action={rename}>
      <p data-testid="current-name">Current name: {user.displayName ?? "(none)"}</p>
      <label>
        New name <input name="displayName" defaultValue={user.displayName ?? ""} />
      </label>
      <button type="submit">Rename</button>
    </form>
  );
}
