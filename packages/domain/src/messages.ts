/** User-facing texts the specs fix word for word. One source for the HTTP core, the session and the screens. */
export const HTTP_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  forbidden: "You don't have permission to access this resource.",
  serverError: 'Server error. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred.',
  /** The specs name this case but not its text: an HTML page came back where JSON was expected. */
  configuration: 'The server sent a web page instead of data. The API address is probably misconfigured (check VITE_API_URL).',
} as const;
