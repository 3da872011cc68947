// @app/ui: prebuilt, accessible auth screens. Import the stylesheet once: `@app/ui/styles.css`.

export { AuthPage, type AuthPageProps, type AuthPageType } from "./auth-page.js";
export { CredentialSignIn } from "./credential-sign-in.js";
export { FullPage, type FullPageProps } from "./full-page.js";
export { MessageCard, type MessageCardProps } from "./message-card.js";
export { OAuthButton, type OAuthButtonProps } from "./oauth/oauth-button.js";
export { OAuthButtonList, type OAuthButtonListProps } from "./oauth/oauth-button-list.js";
export { PasskeyButton, type PasskeyButtonProps } from "./passkey/passkey-button.js";
export { PasswordInput, type PasswordInputProps } from "./password-input.js";
export {
  PredefinedMessageCard,
  type PredefinedMessageCardProps,
  type PredefinedMessageCardType,
} from "./predefined-message-card.js";
export { SignIn, type SignInProps } from "./sign-in.js";
export { StackHandler, type StackHandlerProps } from "./stack-handler.js";
