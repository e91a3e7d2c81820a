/** The e-mails the mock backend "sends": their text, and links into the client app as a real server would write them. */

/**
 * The client app's origin: the page that called (its `Origin` header), else the API's own origin
 * (in the browser the API is `/api` on the app's origin). A real server is configured with it.
 */
export function appOrigin({ request, url }: { request: Request; url: URL }): string {
  const origin = request.headers.get('origin');
  return origin && origin !== 'null' ? origin : url.origin;
}

/** An absolute link to a client route (`/login?verify=…`, `/reset-password/<uid>/<token>`). */
export const appLink = (context: { request: Request; url: URL }, path: string): string => `${appOrigin(context)}${path}`;

/** A plain-text e-mail: the greeting (by first name when known), the paragraphs, the signature. */
export const mailText = (firstName: string | null | undefined, ...paragraphs: string[]): string =>
  [firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,', ...paragraphs, 'The Ujuzi team'].join('\n\n');
