// Test helpers for the e-mails the emulator's flows send.
import type { RunningEmulator } from "../start-emulator.js";

/** The newest e-mail to `to`, or an error naming the address when there is none. */
export function latestEmail(emulator: RunningEmulator, to: string) {
  const [email] = emulator.outbox.list({ to });
  if (!email) throw new Error(`No e-mail was sent to ${to}.`);
  return email;
}

/** The link of the newest e-mail to `to`. */
export function linkIn(emulator: RunningEmulator, to: string): URL {
  const match = latestEmail(emulator, to).text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`The e-mail to ${to} has no link.`);
  return new URL(match[0]);
}

/** The `code` query parameter of the link of the newest e-mail to `to`. */
export function codeIn(emulator: RunningEmulator, to: string): string {
  const code = linkIn(emulator, to).searchParams.get("code");
  if (!code) throw new Error(`The link of the e-mail to ${to} has no code.`);
  return code;
}

/** The one-time password the newest e-mail to `to` shows ("Your sign-in code is: ABC123"). */
export function otpIn(emulator: RunningEmulator, to: string): string {
  const match = latestEmail(emulator, to).text.match(/code is: ([A-Z0-9]{6})/);
  if (!match?.[1]) throw new Error(`The e-mail to ${to} shows no one-time password.`);
  return match[1];
}
