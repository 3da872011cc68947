import { KnownErrors } from "@app/core/errors";
import { sendEmailVerificationEmail } from "../emails/auth-emails.js";
import { StatusError } from "../http/status-error.js";
import type { EmulatorServices } from "../services/context.js";
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
  sendEmailVerificationEmail(services, project, channel.value, code, callbackUrl);
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
