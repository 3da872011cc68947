"use client";

import { StackClientApp } from "@app/next";
import { useEffect, useState } from "react";

// An app built in the browser with no options: its project comes from
// NEXT_PUBLIC_STACK_PROJECT_ID, which Next.js inlined into the browser's bundle.
export function PresetProject() {
  const [projectId, setProjectId] = useState<string | null>(null);
  useEffect(() => {
    setProjectId(new StackClientApp().projectId);
  }, []);
  return <p data-testid="preset-project">{projectId ?? "…"}</p>;
}
