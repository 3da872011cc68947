import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices } from "../context.js";
import { StatusError } from "../http/status-error.js";
import { escapeHtml } from "../outbox/outbox-page.js";
import type { ContactChannelRecord } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import { sameEmail, type UserRecord } from "../store/user-store.js";
import { assertTrustedUrl } from "./assert-trusted-url.js";

/** What a contact channel verification code verifies: this address of this user. */
interface ChannelCodeData {
  userId: string;
  email: string;
}

const PURPOSE = "contact-channel-verification";

/**
 * E-mails a link that verifies `channel`: `callbackUrl` (a trusted URL of the project, else
 * REDIRECT_URL_NOT_WHITELISTED) with the code as its `code` query parameter. A verified channel is
 * refused with EMAIL_ALREADY_VERIFIED.
 */
export function sendChannelVerification(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  channel: ContactChannelRecord,
  callbackUrl: string,
): void {
  if (channel.isVerified) throw new KnownErrors.EmailAlreadyVerified();
  assertTrustedUrl(project, callbackUrl);
  const { code } = services.store.verificationCodes.create<ChannelCodeData>(project.id, PURPOSE, {
    userId: user.id,
    email: channel.value,
  });
  const link = new URL(callbackUrl);
  link.searchParams.set("code", code);
  const href = link.toString();
  services.outbox.send({
    projectId: project.id,
    to: [channel.value],
    subject: `Verify your e-mail address for ${project.displayName}`,
    text: `Verify ${channel.value} for ${project.displayName} by opening this link:\n\n${href}\n\nIf you did not ask for this, ignore this e-mail.`,
    html: `<p>Verify ${escapeHtml(channel.value)} for ${escapeHtml(project.displayName)}:</p><p><a href="${escapeHtml(href)}">Verify my e-mail address</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
  });
}

/**
 * Redeems a verification code: checks it (`consume: false` for `/verify/check-code`) and, unless
 * only checking, marks the channel verified. A channel deleted since the e-mail was sent is a 400
 * in plain text, as on the service.
 */
export function verifyChannelCode(
  services: EmulatorServices,
  project: ProjectRecord,
  code: string,
  options: { consume: boolean },
): void {
  const codes = services.store.verificationCodes;
  if (!options.consume) {
    codes.check(project.id, PURPOSE, code);
    return;
  }
  const { data } = codes.use<ChannelCodeData>(project.id, PURPOSE, code);
  const user = services.store.users.get(project.id, data.userId);
  const channel = user?.contactChannels.find((c) => sameEmail(c.value, data.email));
  if (!channel) {
    throw new StatusError(400, "Contact channel not found. Was your contact channel deleted?");
  }
  channel.isVerified = true;
}
