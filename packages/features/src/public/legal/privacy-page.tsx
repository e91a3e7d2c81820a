/** The privacy policy, written to the Kenya Data Protection Act, 2019. */
import { Link } from '@ujuzi/ui';
import { SITE } from '../shared/site';
import { LegalPage, SchoolNameAndAddress, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'controller',
    title: '1. Who is responsible for your data',
    body: (
      <p>
        The data controller for the personal data described here is <SchoolNameAndAddress />, registered with the Office of the
        Data Protection Commissioner (ODPC). We process personal data in line with the Data Protection Act, 2019 (Kenya) and its
        regulations. Our data protection officer can be reached at {SITE.privacyEmail}.
      </p>
    ),
  },
  {
    id: 'data',
    title: '2. What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data</strong>: name, username, e-mail, phone number, date of birth and, if you add them, address and
          profile picture.
        </li>
        <li>
          <strong>Learning data</strong>: enrolments, lesson progress, code you run in the playground, project submissions, grades
          and certificates.
        </li>
        <li>
          <strong>Payment data</strong>: amounts, M-Pesa or card references and receipts. Card numbers are handled by our payment
          providers, never stored by us.
        </li>
        <li>
          <strong>Messages</strong>: what you send through the contact form, comments and community posts.
        </li>
        <li>
          <strong>Technical data</strong>: device and browser type, and logs needed to keep the service secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: '3. Why we use it, and on what basis',
    body: (
      <ul>
        <li>To provide your courses, certificates and account (performance of our contract with you).</li>
        <li>
          To take payments, issue receipts and keep financial records (contract and legal obligation, including KRA requirements).
        </li>
        <li>To keep Ujuzi secure and prevent fraud and cheating (legitimate interest).</li>
        <li>
          To send the newsletter, only if you subscribed and confirmed by e-mail (consent, which you can withdraw at any time).
        </li>
        <li>To improve our courses using aggregated, de-identified learning statistics (legitimate interest).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: '4. Who we share it with',
    body: (
      <>
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>payment providers (Safaricom M-Pesa, card processors, PayPal) to process your payments;</li>
          <li>hosting and e-mail providers who process data on our instructions under written contracts;</li>
          <li>your parent or guardian, if you are a learner under 18 linked to their account;</li>
          <li>
            anyone checking a certificate you show them: the verification page shows the holder's name, course, dates and number;
          </li>
          <li>authorities where Kenyan law requires it.</li>
        </ul>
        <p>
          Where a provider stores data outside Kenya, we transfer it only with the safeguards required by section 48 of the Act
          and the Data Protection (General) Regulations, 2021.
        </p>
      </>
    ),
  },
  {
    id: 'profile',
    title: '5. Your public QR profile',
    body: (
      <p>
        Your QR profile shows only what you choose in your QR settings (for example your courses and certificates; your e-mail and
        phone stay hidden unless you turn them on). You can make it private or replace its code at any time from your dashboard.
      </p>
    ),
  },
  {
    id: 'retention',
    title: '6. How long we keep it',
    body: (
      <p>
        We keep account and learning data while your account is open and for two years after it closes, certificate records for as
        long as certificates may need verifying, and payment records for seven years as tax law requires. Newsletter data is
        deleted when you unsubscribe, except a record that you asked not to be contacted.
      </p>
    ),
  },
  {
    id: 'rights',
    title: '7. Your rights',
    body: (
      <>
        <p>Under section 26 of the Data Protection Act, 2019 you have the right to:</p>
        <ul>
          <li>be informed of how your data is used;</li>
          <li>access the data we hold about you;</li>
          <li>object to processing, including all direct marketing;</li>
          <li>have false or misleading data corrected, and unlawful or unneeded data deleted;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <p>
          Write to {SITE.privacyEmail} or use the <Link href="/contact">contact form</Link>; we answer within 7 days. If you are
          not satisfied, you may complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: '8. Security and children',
    body: (
      <p>
        Data travels encrypted (HTTPS) and access is limited to staff who need it. We would tell you and the ODPC within 72 hours
        of becoming aware of a breach that risks your rights. We process data of learners under 18 only with a parent's or
        guardian's consent, as section 33 of the Act requires.
      </p>
    ),
  },
  {
    id: 'cookies-link',
    title: '9. Cookies and local storage',
    body: (
      <p>
        How we use cookies and your browser's storage is explained in our <Link href="/cookies">cookie policy</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      description="How Ujuzi collects, uses and protects personal data under Kenya's Data Protection Act, 2019, and how to use your rights."
      path="/privacy"
      lead="What personal data we collect, why, who sees it and your rights under Kenya's Data Protection Act, 2019."
      sections={SECTIONS}
    />
  );
}
