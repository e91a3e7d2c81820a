/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API root; when unset the app runs on the built-in mock backend. */
  readonly VITE_API_URL?: string;
  /** Which half a production bundle is (vite.config.ts defines it); unset on the dev server and in tests. */
  readonly UJUZI_HALF?: 'public' | 'app';
}
