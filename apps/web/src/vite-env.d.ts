/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API root; when unset the app runs on the built-in mock backend. */
  readonly VITE_API_URL?: string;
}
