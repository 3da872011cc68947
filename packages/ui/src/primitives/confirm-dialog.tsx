import * as Dialog from "@radix-ui/react-dialog";
import { type ReactElement, type ReactNode, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { Button } from "./button.js";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The element that opens the dialog, usually a button; or control it with `open`. */
  trigger?: ReactElement;
  /** Controlled: whether the dialog is open. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The question: 'Revoke this session?' */
  title: string;
  /** What will happen, and whether it can be undone. */
  description: ReactNode;
  /** The action's own words: 'Revoke', 'Delete account'. */
  confirmLabel: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deleting, revoking, leaving). Default `true`. */
  destructive?: boolean;
  /**
   * Runs on confirm. While it is pending the button is busy; once it resolves the dialog closes;
   * a failure stays in the dialog as an alert under the button, and the dialog stays open.
   */
  onConfirm(): void | Promise<void>;
}

/**
 * Asks before a destructive action, in an accessible modal dialog (Radix Dialog, as an
 * `alertdialog`): named by its title, described by its description, focus moved in (to Cancel,
 * the safe choice) and kept inside, Escape and Cancel close it, and focus returns to the trigger.
 *
 * @example
 * ```tsx
 * <ConfirmDialog
 *   trigger={<Button variant="destructive">Revoke</Button>}
 *   title={t("sessionsRevokeTitle")}
 *   description={t("sessionsRevokeBody")}
 *   confirmLabel={t("sessionsRevoke")}
 *   onConfirm={() => user.revokeSession(session.id)}
 * />
 * ```
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="stack-dialog-overlay" />
        <Dialog.Content role="alertdialog" data-slot="stack-dialog">
          <Dialog.Title data-slot="stack-dialog-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div data-slot="stack-dialog-description">{description}</div>
          </Dialog.Description>
          <div data-slot="stack-dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel ?? t("cancel")}</Button>
            </Dialog.Close>
            <Button
              variant={destructive ? "destructive" : "primary"}
              onClick={async () => {
                await onConfirm();
                setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
