import type { StackClientApp } from "@app/core";
import { StackProvider } from "@app/react";
import { act, type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";

/** Renders `ui` under a provider of `app`, letting React 19's `use()` settle (see TOOLCHAIN.md). */
export async function renderWithApp(app: StackClientApp, ui: ReactNode): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(<StackProvider app={app}>{ui}</StackProvider>);
  });
  return result;
}
