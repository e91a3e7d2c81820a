/** The cookie policy: what the site stores in the browser and why (no advertising or tracking cookies). */
import { Link } from '@ujuzi/ui';
import { LegalPage, type LegalSection } from './legal-layout';

/** What Ujuzi keeps in the browser. The app uses local storage rather than cookies for the session. */
export const STORED_ITEMS = [
  {
    name: 'token, refreshToken, user',
    kind: 'Local storage',
    purpose: 'Keeps you signed in and remembers your account details on this device.',
    duration: 'Until you log out',
  },
  {
    name: 'ujuzi-color-mode',
    kind: 'Local storage',
    purpose: 'Remembers whether you chose the light or dark theme.',
    duration: 'Until you clear it',
  },
  {
    name: 'ujuzi-faq-votes',
    kind: 'Local storage',
    purpose: 'Remembers which FAQ answers you found helpful, so the page shows your choice.',
    duration: 'Until you clear it',
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: '1. In short',
    body: (
      <p>
        Ujuzi uses only what is strictly necessary to run the site and remember your choices. We use no advertising cookies, no
        cross-site tracking and no third-party analytics, so we do not ask for consent to them. This follows the Data Protection
        Act, 2019 (Kenya) and the ODPC's guidance on cookies.
      </p>
    ),
  },
  {
    id: 'what',
    title: '2. What we store',
    body: (
      // Wider than a phone: it scrolls sideways, so it takes keyboard focus and names itself.
      <table tabIndex={0} aria-label="What Ujuzi stores in your browser">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Kept</th>
          </tr>
        </thead>
        <tbody>
          {STORED_ITEMS.map((item) => (
            <tr key={item.name}>
              <td>
                <code>{item.name}</code>
              </td>
              <td>{item.kind}</td>
              <td>{item.purpose}</td>
              <td>{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  {
    id: 'payments',
    title: '3. Payment pages',
    body: (
      <p>
        When you pay by card or PayPal you may be taken to the provider's page, which sets its own cookies to prevent fraud. Their
        cookie policies apply there. M-Pesa payments are confirmed on your phone and set no cookies.
      </p>
    ),
  },
  {
    id: 'control',
    title: '4. Your choices',
    body: (
      <p>
        You can clear this site's storage from your browser settings at any time; you will then be signed out and your theme
        choice forgotten. Logging out removes the session items at once. Questions: see our{' '}
        <Link href="/privacy">privacy policy</Link> or <Link href="/contact">contact us</Link>.
      </p>
    ),
  },
];

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      description="What Ujuzi stores in your browser (only what is needed to sign you in and remember your choices) and how to clear it."
      path="/cookies"
      lead="What Ujuzi stores in your browser, why, and how to remove it."
      sections={SECTIONS}
    />
  );
}
