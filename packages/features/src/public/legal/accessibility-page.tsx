/**
 * The accessibility statement (issue 28, WCAG 2.2 AA): the standard the site aims for, what the
 * automated checks cover and what they cannot, and how to report a barrier (the contact form's
 * 'Accessibility' topic, which the office keeps in Contact management).
 */
import { Link } from '@ujuzi/ui';
import { LegalPage, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'standard',
    title: '1. The standard we work to',
    body: (
      <p>
        We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on the whole site: the public pages, sign-in
        and every screen of the dashboard, on a phone as on a computer. We know of places that may fall short (section 4), and we
        fix barriers as people report them.
      </p>
    ),
  },
  {
    id: 'checks',
    title: '2. What we check automatically',
    body: (
      <>
        <p>Every change to the site runs these checks before it is released:</p>
        <ul>
          <li>
            axe (WCAG 2 A and AA rules and best practices) on every component and every screen of the dashboard, in each of its
            states (loading, empty, error, each role), rendered in a real browser;
          </li>
          <li>axe on every public page, on a 360 px wide phone and on a desktop;</li>
          <li>
            keyboard tests: every public page can be used from the keyboard alone with a visible focus, starting with a link that
            skips to the content; menus, dialogs, lists and forms are driven by keyboard in their own tests;
          </li>
          <li>
            every page has one main heading, breadcrumbs in the dashboard, a title of its own, and form errors named next to their
            fields, without losing what you typed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'limits',
    title: '3. What automated checks cannot tell',
    body: (
      <p>
        Tools find missing labels, low contrast and broken structure, but not whether a text is clear, an image is described well
        or a task makes sense with a screen reader. We review those by hand when we build a screen, and your reports tell us where
        we missed something.
      </p>
    ),
  },
  {
    id: 'known',
    title: '4. Known limitations',
    body: (
      <ul>
        <li>
          Course materials uploaded by teachers (documents, slides, videos) are checked by their authors, not by our tools: some
          may lack captions, text alternatives or a structure a screen reader can follow.
        </li>
        <li>
          In the code playground's editor, Tab indents your code as programmers expect: press Escape, then Tab, to leave the
          editor (it says so under its label).
        </li>
      </ul>
    ),
  },
  {
    id: 'report',
    title: '5. Report a barrier',
    body: (
      <>
        <p>
          If something on the site or in a course stops you, tell us: use the <Link href="/contact">contact form</Link> and choose
          the topic “Accessibility”. Say which page and what you were trying to do, and, if you like, which browser and assistive
          technology you use. You will get a reference number, and the answer comes from the people who can fix it.
        </p>
        <p>
          If you need a course's material in another format (text instead of a video, a document a screen reader can read), ask in
          the same way and we will provide it.
        </p>
      </>
    ),
  },
];

export function AccessibilityPage() {
  return (
    <LegalPage
      title="Accessibility statement"
      description="How Ujuzi makes its site usable by everyone (WCAG 2.2 AA): what we check, what we know falls short, and how to report a barrier."
      path="/accessibility"
      lead="Everyone should be able to learn with Ujuzi, whatever device, browser or assistive technology they use."
      sections={SECTIONS}
    />
  );
}
