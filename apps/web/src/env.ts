/** The app's two modes: the built-in mock backend (default) or a real API when VITE_API_URL is set at build time. */

/** Vite inlines VITE_API_URL, so in an API build this is the constant `false` and the mock code is dropped. */
export const usesMockBackend: boolean = !import.meta.env.VITE_API_URL;
export const apiUrl: string | undefined = import.meta.env.VITE_API_URL || undefined;
