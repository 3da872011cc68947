import * as v from "valibot";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import {
  type ContactChannelJson,
  contactChannelJsonSchema,
  contactChannelListJsonSchema,
} from "./wire.js";

const successSchema = v.looseObject({ success: v.optional(v.boolean()) });

/** The path of one channel: `/contact-channels/{user_id|me}/{id}`. */
const channelPath = (userId: string, channelId: string) =>
  `/contact-channels/${encodeURIComponent(userId)}/${encodeURIComponent(channelId)}`;

/** `GET /contact-channels?user_id=…`. */
export async function listContactChannelsJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
): Promise<ContactChannelJson[]> {
  const list = await http.request(
    "/contact-channels",
    { session, query: { user_id: userId } },
    contactChannelListJsonSchema,
  );
  return list.items;
}

/** `POST /contact-channels` (201). */
export function createContactChannelJson(
  http: HttpClient,
  session: TokenProvider | null,
  body: Record<string, unknown>,
): Promise<ContactChannelJson> {
  return http.request(
    "/contact-channels",
    { method: "POST", session, body },
    contactChannelJsonSchema,
  );
}

/** `PATCH /contact-channels/{user_id}/{id}`. */
export function updateContactChannelJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  channelId: string,
  body: Record<string, unknown>,
): Promise<ContactChannelJson> {
  return http.request(
    channelPath(userId, channelId),
    { method: "PATCH", session, body },
    contactChannelJsonSchema,
  );
}

/** `DELETE /contact-channels/{user_id}/{id}`. */
export async function deleteContactChannelJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  channelId: string,
): Promise<void> {
  await http.request(channelPath(userId, channelId), { method: "DELETE", session }, successSchema);
}

/** `POST /contact-channels/{user_id}/{id}/send-verification-code`. */
export async function sendChannelVerificationCode(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  channelId: string,
  callbackUrl: string,
): Promise<void> {
  await http.request(
    `${channelPath(userId, channelId)}/send-verification-code`,
    { method: "POST", session, body: { callback_url: callbackUrl } },
    successSchema,
  );
}

/** `POST /contact-channels/send-verification-code`: the signed-in user's primary e-mail. */
export async function sendPrimaryEmailVerificationCode(
  http: HttpClient,
  session: TokenProvider,
  email: string,
  callbackUrl: string,
): Promise<void> {
  await http.request(
    "/contact-channels/send-verification-code",
    { method: "POST", session, body: { email, callback_url: callbackUrl } },
    successSchema,
  );
}

/** `POST /contact-channels/verify`: redeems the code of a verification link. */
export async function verifyEmailCode(http: HttpClient, code: string): Promise<void> {
  await http.request("/contact-channels/verify", { method: "POST", body: { code } }, successSchema);
}
