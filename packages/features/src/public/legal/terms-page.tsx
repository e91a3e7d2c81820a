/** Terms of service for learners, parents and visitors, under Kenyan law. */
import { Link } from '@ujuzi/ui';
import { LegalPage, SchoolNameAndAddress, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: '1. Who we are and this agreement',
    body: (
      <>
        <p>
          These terms govern your use of the Ujuzi website, mobile app and courses (“Ujuzi”, “we”, “us”), operated by{' '}
          <SchoolNameAndAddress />. By creating an account or enrolling in a course you accept them.
        </p>
        <p>If you are under 18, a parent or guardian must accept these terms for you and supervise your use of Ujuzi.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: '2. Your account',
    body: (
      <ul>
        <li>Give accurate details and keep your password private. You are responsible for what happens under your account.</li>
        <li>One account per person. Accounts, certificates and course access cannot be sold or transferred.</li>
        <li>
          Tell us at once through the <Link href="/contact">contact page</Link> if you think someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: '3. Fees, instalments and refunds',
    body: (
      <>
        <p>
          Prices are shown in Kenya shillings (KES) and include VAT where it applies. You may pay in full or, where a course
          offers them, by the payment plans its page shows. Your dashboard shows each instalment, when it is due and what is
          overdue.
        </p>
        <p>
          You can ask for a refund of a payment from your dashboard. The office approves or rejects each request and tells you
          why; an approved refund is paid to the original payment method (for M-Pesa, to the paying number). Nothing in these
          terms takes away a refund the Consumer Protection Act, 2012 or other Kenyan law gives you.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: '4. Learning honestly',
    body: (
      <ul>
        <li>
          Submit your own work. Copying projects or assessments, or sharing answers, may lead to a failed grade, a revoked
          certificate and a closed account.
        </li>
        <li>Be respectful in comments, forums and mentoring sessions. No harassment, hate speech, spam or unlawful content.</li>
        <li>Do not share course materials or your login outside Ujuzi, or try to break or overload the platform.</li>
      </ul>
    ),
  },
  {
    id: 'certificates',
    title: '5. Certificates',
    body: (
      <p>
        Certificates are issued when you complete a course's requirements and staff approve them. Each has a number and a QR code
        that anyone can check on our <Link href="/certificate/verify">verification page</Link>. We may revoke a certificate
        obtained dishonestly; the verification page will then show it as revoked, with the reason.
      </p>
    ),
  },
  {
    id: 'content',
    title: '6. Content and intellectual property',
    body: (
      <p>
        Course materials belong to Ujuzi or its instructors and are licensed to you for personal learning only. Code you write in
        your projects is yours. Articles and comments you publish stay yours, and you allow us to show them on Ujuzi.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '7. Availability and liability',
    body: (
      <p>
        We work to keep Ujuzi available and accurate but cannot promise it will be uninterrupted or error-free, or that a course
        will lead to a particular job. Nothing in these terms limits rights you have under Kenyan consumer law. Otherwise our
        liability for any claim is limited to the fees you paid for the course concerned in the previous 12 months.
      </p>
    ),
  },
  {
    id: 'law',
    title: '8. Changes, law and disputes',
    body: (
      <>
        <p>
          We may update these terms; we will tell you by e-mail or in your dashboard before a significant change takes effect.
          These terms are governed by the laws of Kenya. We will try to settle any dispute with you informally first; if that
          fails, the courts of Kenya have jurisdiction.
        </p>
        <p>
          Questions about these terms: <Link href="/contact">contact us</Link>; our e-mail and phone are on that page.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      description="The terms for using Ujuzi's website, app and courses: accounts, fees and instalments, refunds, honest learning, certificates and Kenyan law."
      path="/terms"
      lead="The agreement between you and Ujuzi when you use our site, app and courses, in plain language."
      sections={SECTIONS}
    />
  );
}
