import { defineError } from "../define-error.js";

/** Errors about user and team API keys. */

export const ApiKeyNotValid = defineError("API_KEY_NOT_VALID", {
  status: 401,
  message: "The API key is not valid.",
});

export const ApiKeyExpired = defineError("API_KEY_EXPIRED", {
  parent: ApiKeyNotValid,
  message: "The API key has expired.",
});

export const ApiKeyRevoked = defineError("API_KEY_REVOKED", {
  parent: ApiKeyNotValid,
  message: "The API key has been revoked.",
});

export const WrongApiKeyType = defineError<
  "WRONG_API_KEY_TYPE",
  { expected_type: string; actual_type: string }
>("WRONG_API_KEY_TYPE", {
  parent: ApiKeyNotValid,
  status: 400,
  message: (d) => `This endpoint takes ${d.expected_type} API keys, not ${d.actual_type} keys.`,
});

export const ApiKeyNotFound = defineError("API_KEY_NOT_FOUND", {
  parent: ApiKeyNotValid,
  status: 404,
  message: "The API key does not exist.",
});

export const PublicApiKeyCannotBeRevoked = defineError("PUBLIC_API_KEY_CANNOT_BE_REVOKED", {
  parent: ApiKeyNotValid,
  status: 400,
  message: "A public API key cannot be revoked through the secret-scanner endpoint.",
});
