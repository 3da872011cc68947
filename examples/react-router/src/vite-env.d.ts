/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base; the hosted service when unset. */
  readonly VITE_STACK_API_URL?: string;
  readonly VITE_STACK_PROJECT_ID: string;
  readonly VITE_STACK_PUBLISHABLE_CLIENT_KEY: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
