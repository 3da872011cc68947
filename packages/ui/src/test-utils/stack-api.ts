// The REST double and app factory of @app/react's tests, shared rather than copied.
export { createTestApp } from "../../../react/src/test-utils/create-test-app.js";
export {
  ADA,
  apiUrl,
  createMockStackApi,
  knownError,
} from "../../../react/src/test-utils/mock-stack-api.js";
