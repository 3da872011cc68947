import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "./message-card.js";

/** Props of {@link IncompleteLinkCard}. */
export interface IncompleteLinkCardProps {
  fullPage?: boolean | undefined;
  /** The way on: its text and action (a new link, sign-in, home). */
  actionText: string;
  action(): void | Promise<void>;
}

/**
 * What a page that emails link to says when it is opened without its `code` (a link cut short
 * by a mail program, or typed by hand): 'This link is incomplete', and a way on.
 */
export function IncompleteLinkCard({ fullPage, actionText, action }: IncompleteLinkCardProps) {
  const { t } = useTranslation();
  return (
    <MessageCard
      title={t("incompleteLinkTitle")}
      fullPage={fullPage}
      primaryButtonText={actionText}
      primaryAction={action}
    >
      <p>{t("incompleteLinkBody")}</p>
    </MessageCard>
  );
}
