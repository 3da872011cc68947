import type { Messages } from "../en.js";

/** German (`de-DE`). Loaded only when `lang="de-DE"` is chosen. */
export const de: Messages = {
  loading: "Wird geladen…",
  cancel: "Abbrechen",
  confirm: "Bestätigen",
  goHome: "Zur Startseite",
  signIn: "Anmelden",
  signUp: "Registrieren",
  signOut: "Abmelden",
  emailLabel: "E-Mail",
  passwordLabel: "Passwort",
  unhandledError:
    "Ein unerwarteter Fehler ist aufgetreten. Bitte melden Sie ihn den Entwicklern der App.",

  signInTitle: "Melden Sie sich bei Ihrem Konto an",
  signUpTitle: "Neues Konto erstellen",
  signInNoAccount: "Noch kein Konto?",
  signUpHaveAccount: "Sie haben schon ein Konto?",
  authNoMethod: "Keine Anmeldemethode aktiviert.",
  authOrContinueWith: "Oder weiter mit",
  authEmailMethods: "Anmeldung per E-Mail",
  authTabEmail: "E-Mail",
  authTabEmailPassword: "E-Mail & Passwort",

  formEnterEmail: "Bitte geben Sie Ihre E-Mail-Adresse ein",
  formInvalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  formEnterPassword: "Bitte geben Sie Ihr Passwort ein",
  formRepeatPassword: "Bitte wiederholen Sie Ihr Passwort",
  formPasswordsDoNotMatch: "Die Passwörter stimmen nicht überein",
  passwordShow: "Passwort anzeigen",
  credentialSignInSubmit: "Anmelden",
  credentialForgotPassword: "Passwort vergessen?",
  credentialSignUpSubmit: "Registrieren",
  credentialRepeatPassword: "Passwort wiederholen",

  magicLinkSend: "E-Mail senden",
  magicLinkCodeTitle: "Geben Sie den Code aus der E-Mail ein",
  magicLinkCodeHint: "Wir haben einen 6-stelligen Code an {email} gesendet.",
  magicLinkInvalidCode: "Ungültiger Code",
  magicLinkCallbackTitle: "Möchten Sie sich anmelden?",
  magicLinkCallbackBody: "Öffnen Sie den Link in dem Browser, in dem Sie angemeldet sein möchten.",
  magicLinkCallbackInvalidBody:
    "Dieser Anmeldelink ist falsch, abgelaufen oder schon benutzt. Fordern Sie einen neuen an.",
  mfaTitle: "Zwei-Faktor-Authentifizierung",
  mfaHint: "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.",
  mfaInvalidCodeOnCallback: "Ungültiger TOTP-Code. Bitte melden Sie sich erneut an.",

  oauthSignIn: "Mit {provider} anmelden",
  oauthSignUp: "Mit {provider} registrieren",
  oauthLastUsed: "zuletzt",
  passkeySignIn: "Mit Passkey anmelden",
  passkeySignUp: "Mit Passkey registrieren",

  forgotPasswordTitle: "Passwort zurücksetzen",
  forgotPasswordRemembered: "Doch wieder eingefallen?",
  forgotPasswordSubmit: "Link zum Zurücksetzen senden",
  passwordResetChecking: "Link wird geprüft…",
  passwordResetInvalidTitle: "Ungültiger Link zum Zurücksetzen",
  passwordResetInvalidBody:
    "Dieser Link ist falsch, abgelaufen oder schon benutzt. Fordern Sie einen neuen an.",
  passwordResetSendNewLink: "Neuen Link senden",
  passwordResetSubmit: "Passwort zurücksetzen",
  passwordResetNewPassword: "Neues Passwort",
  passwordResetRepeatNewPassword: "Neues Passwort wiederholen",

  emailVerificationTitle: "E-Mail-Adresse bestätigen",
  emailVerificationBody: "Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.",
  emailVerificationVerify: "Bestätigen",
  emailVerificationDoneTitle: "Ihre E-Mail-Adresse ist bestätigt!",
  emailVerificationDoneBody: "Sie können diese Seite schließen oder zur App weitergehen.",
  emailVerificationInvalidTitle: "Ungültiger Bestätigungslink",
  emailVerificationInvalidBody: "Dieser Link ist falsch, abgelaufen oder schon benutzt.",

  incompleteLinkTitle: "Dieser Link ist unvollständig",
  incompleteLinkBody:
    "Ihm fehlt der Code. Öffnen Sie den Link aus Ihrer E-Mail noch einmal oder fordern Sie einen neuen an.",

  cardSignedInTitle: "Sie sind bereits angemeldet",
  cardSignedOutBody: "Sie sind derzeit nicht angemeldet.",
  cardSignUpDisabledBody: "Die Registrierung neuer Benutzer ist derzeit nicht möglich.",
  cardEmailSentTitle: "E-Mail gesendet!",
  cardEmailSentBody:
    "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir eine E-Mail an Ihr Postfach gesendet. Sehen Sie auch im Spam-Ordner nach.",
  cardEmailSentBack: "Zurück zur Anmeldung",
  cardPasswordResetTitle: "Passwort erfolgreich zurückgesetzt!",
  cardPasswordResetBody:
    "Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.",
  cardUnknownErrorTitle: "Ein unbekannter Fehler ist aufgetreten",
  cardUnknownErrorBody:
    "Bitte versuchen Sie es erneut. Wenn das Problem bleibt, wenden Sie sich an den Support.",

  handlerNotFoundTitle: "Seite nicht gefunden",
  handlerNotFoundBody: "Die gesuchte Seite existiert nicht.",
  handlerSigningOut: "Abmeldung läuft…",
  oauthCallbackSigningIn: "Sie werden angemeldet…",
  oauthCallbackFailedTitle: "Anmeldung nicht abgeschlossen",
  errorPageTitle: "Etwas ist schiefgelaufen",
  errorPageAccessDeniedTitle: "Anmeldung abgebrochen",
  errorPageAccessDeniedBody:
    "Die Anmeldung wurde beim Anbieter abgebrochen. Bitte versuchen Sie es erneut.",
  errorPageAlreadyConnectedTitle: "Konto bereits verbunden",
  errorPageAlreadyConnectedBody:
    "Dieses Konto ist bereits mit einem anderen Benutzer verbunden. Bitte verbinden Sie ein anderes Konto.",
  errorPageEmailInUseTitle: "E-Mail-Adresse bereits verwendet",
  errorPageEmailInUseBody:
    "Ein anderes Konto meldet sich schon mit dieser E-Mail-Adresse an. Melden Sie sich bei diesem Konto an, um dieses zu verbinden.",
  cliIncompleteTitle: "Dieser Anmeldelink ist unvollständig",
  cliIncompleteBody:
    "Ihm fehlt der Anmeldecode. Starten Sie die Anmeldung in der Kommandozeile neu.",
  cliSignInTitle: "Melden Sie sich an, um fortzufahren",
  cliSignInBody:
    "Ein Kommandozeilenprogramm wartet auf die Anmeldung. Melden Sie sich zuerst an und erlauben Sie es dann hier.",
  cliConfirmTitle: "Kommandozeile zulassen?",
  cliConfirmBody:
    "Ein Kommandozeilenprogramm möchte sich als {account} anmelden. Fahren Sie nur fort, wenn Sie diese Anmeldung selbst gestartet haben.",
  cliConfirmYourAccount: "Ihr Konto",
  cliAuthorize: "Zulassen",
  cliDoneTitle: "Kommandozeile zugelassen",
  cliDoneBody: "Sie können diese Seite schließen und zur Kommandozeile zurückkehren.",

  titleSignIn: "Anmelden",
  titleSignUp: "Registrieren",
  titleSignOut: "Abmelden",
  titleForgotPassword: "Passwort vergessen",
  titlePasswordReset: "Passwort zurücksetzen",
  titleEmailVerification: "E-Mail-Adresse bestätigen",
  titleMagicLinkCallback: "Anmelden",
  titleOAuthCallback: "Anmeldung",
  titleCliAuthConfirm: "Kommandozeile zulassen",
  titleError: "Etwas ist schiefgelaufen",
  titleNotFound: "Seite nicht gefunden",

  avatarUser: "Benutzer",
  userButtonMenu: "Benutzermenü",
  userButtonNotSignedIn: "Nicht angemeldet",
  userButtonAccountSettings: "Kontoeinstellungen",
  userButtonToggleTheme: "Farbschema wechseln",

  teamSwitcherLabel: "Team: {team}",
  teamSwitcherSelect: "Team auswählen",
  teamSwitcherNoTeam: "Kein Team",
  teamSwitcherTeams: "Teams",
  teamSwitcherCreate: "Team erstellen",

  errorSignUpNotEnabled: "Die Registrierung neuer Konten ist nicht erlaubt",
  errorEmailPasswordMismatch: "E-Mail-Adresse oder Passwort ist falsch.",
  errorPasswordTooShort: "Das Passwort muss mindestens {minLength} Zeichen lang sein.",
  errorPasswordTooLong: "Das Passwort darf höchstens {maxLength} Zeichen lang sein.",
  errorInvalidTotpCode: "Ungültiger TOTP-Code",
  errorOAuthTimeout: "Die OAuth-Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.",
  errorOAuthCallback:
    "Bei der Anmeldung über den OAuth-Rückruf ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  errorCliExpired:
    "Die Anmeldeanfrage der Kommandozeile ist abgelaufen. Bitte versuchen Sie es erneut.",
  errorCliUsed: "Dieses Anmeldetoken wurde bereits verwendet.",
  errorWebAuthnUnsupported: "Dieser Browser unterstützt WebAuthn nicht",
};
