import type { CurrentUser, PromptCliLoginOptions } from "@app/core";

/** Options of {@link logIn}: where to show the lines of the prompt, and `promptCliLogin`'s own. */
export type LogInOptions = Partial<Omit<PromptCliLoginOptions, "appUrl" | "promptLink">> & {
  show?: (line: string) => void;
};

/** Logs in through the browser; resolves to the user and the session's refresh token. */
export function logIn(
  options?: LogInOptions,
): Promise<{ user: CurrentUser | null; refreshToken: string }>;
