import { StackHandler } from "@app/next";

export default function Handler() {
  return <StackHandler fullPage />;
}
