// The handler page in the reference's newer form: no props at all.
import { StackHandler } from "@app/next";

export default function Handler() {
  return <StackHandler fullPage />;
}
