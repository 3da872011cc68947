import { HttpError, KnownErrors } from "@app/core";
import { isValidUrl } from "@app/core/screens";
import { useUser } from "@app/react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { enAfterSignIn } from "../../i18n/en-after-sign-in.js";
import { useTranslation } from "../../i18n/use-translation.js";
import { Button } from "../../primitives/button.js";
import { ConfirmDialog } from "../../primitives/confirm-dialog.js";
import { ErrorAlert } from "../../primitives/error-alert.js";
import { Field } from "../../primitives/field.js";
import { useAsyncAction } from "../../primitives/use-async-action.js";
import { UserAvatar } from "../../user/user-avatar.js";
import { ImageFileError, profileImageFromFile } from "../image-file.js";

/**
 * Whether the service refused a profile image: its validation text (SCHEMA_ERROR, e.g. a scheme it
 * does not take or a URL too long) or its plain 400 'Invalid profile image URL' (an image a client
 * may not set, such as one over plain http). The user is told why in their language, never in the
 * service's words.
 */
function refusedImage(error: unknown): boolean {
  return (
    KnownErrors.SchemaError.isInstance(error) ||
    (error instanceof HttpError && error.status === 400)
  );
}

/**
 * The profile section: the display name (edited in place) and the profile image (an uploaded file,
 * scaled down, or a URL; removable).
 */
export function ProfileSection() {
  return (
    <div data-slot="stack-settings-section">
      <DisplayNameEditor />
      <ProfileImageEditor />
    </div>
  );
}

function DisplayNameEditor() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useAsyncAction(async (name: string) => {
    await user.setDisplayName(name.trim() || null);
    setDraft(null);
  });
  if (draft === null) {
    return (
      <div data-slot="stack-settings-row">
        <div data-slot="stack-settings-row-text">
          <span data-slot="stack-settings-label">{t("profileDisplayName")}</span>
          <span data-slot="stack-settings-value">
            {user.displayName ?? t("profileNoDisplayName")}
          </span>
        </div>
        <Button variant="secondary" onClick={() => setDraft(user.displayName ?? "")}>
          {t("profileEdit")}
        </Button>
      </div>
    );
  }
  return (
    <form
      data-slot="stack-settings-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.run(draft);
      }}
    >
      <Field label={t("profileDisplayName")}>
        {(control) => (
          <input
            {...control}
            data-slot="stack-input"
            name="displayName"
            autoComplete="name"
            // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </Field>
      <ErrorAlert message={save.error} slot="stack-form-error" />
      <div data-slot="stack-settings-actions">
        <Button type="submit" loading={save.pending}>
          {t("profileSave")}
        </Button>
        <Button variant="secondary" disabled={save.pending} onClick={() => setDraft(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function ProfileImageEditor() {
  const user = useUser({ or: "redirect" });
  const { t } = useTranslation(enAfterSignIn);
  const fileId = useId();
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const setImage = useAsyncAction(async (image: string) => {
    try {
      await user.update({ profileImageUrl: image });
    } catch (error) {
      if (!refusedImage(error)) throw error;
      setUrlError(t("profileImageRefused"));
      return;
    }
    setUrl("");
  });
  const upload = useAsyncAction(async (file: File) => {
    setFileError(null);
    let image: string;
    try {
      image = await profileImageFromFile(file);
    } catch (error) {
      if (!(error instanceof ImageFileError)) throw error;
      setFileError(
        error.problem === "not-an-image" ? t("profileImageNotImage") : t("profileImageTooLarge"),
      );
      return;
    }
    try {
      await user.update({ profileImageUrl: image });
    } catch (error) {
      if (!refusedImage(error)) throw error;
      setFileError(t("profileImageRefused"));
    }
  });

  function submitUrl(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    if (!isValidUrl(value)) {
      setUrlError(t("profileImageInvalidUrl"));
      return;
    }
    setUrlError(undefined);
    setImage.run(value);
  }

  return (
    <div data-slot="stack-settings-group">
      <span data-slot="stack-settings-label">{t("profileImage")}</span>
      <div data-slot="stack-settings-row">
        <UserAvatar user={user} size={64} />
        <div data-slot="stack-settings-actions">
          <label data-slot="stack-file-button" data-state={upload.pending ? "loading" : undefined}>
            <input
              id={fileId}
              data-slot="stack-file-input"
              type="file"
              accept="image/*"
              disabled={upload.pending}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const file = event.target.files?.[0];
                event.target.value = ""; // the same file again is a new choice
                if (file) upload.run(file);
              }}
            />
            {t("profileImageUpload")}
          </label>
          {user.profileImageUrl ? (
            <ConfirmDialog
              trigger={<Button variant="secondary">{t("profileImageRemove")}</Button>}
              title={t("profileImageRemoveTitle")}
              description={t("profileImageRemoveBody")}
              confirmLabel={t("profileImageRemove")}
              onConfirm={() => user.update({ profileImageUrl: null })}
            />
          ) : null}
        </div>
      </div>
      <ErrorAlert id={`${fileId}-error`} message={fileError ?? upload.error ?? setImage.error} />
      <form data-slot="stack-settings-inline-form" noValidate onSubmit={submitUrl}>
        <Field label={t("profileImageUrl")} error={urlError}>
          {(control) => (
            <input
              {...control}
              data-slot="stack-input"
              type="url"
              name="profileImageUrl"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={setImage.pending}>
          {t("profileImageUseUrl")}
        </Button>
      </form>
    </div>
  );
}
