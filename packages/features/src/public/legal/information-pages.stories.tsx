/** The information pages (about, admissions, terms, privacy, cookies, accessibility), unauthorized and not found. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { StoryApp } from '../../../test/story-app';
import { AboutPage } from '../about/about-page';
import { AdmissionsPage } from '../admissions/admissions-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { UnauthorizedPage } from '../unauthorized/unauthorized-page';
import { AccessibilityPage } from './accessibility-page';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const meta = {
  title: 'Screens/Public/Information pages',
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  render: () => (
    <StoryApp path="/about">
      <AboutPage />
    </StoryApp>
  ),
};
export const Admissions: Story = {
  render: () => (
    <StoryApp path="/admissions">
      <AdmissionsPage />
    </StoryApp>
  ),
};
export const Terms: Story = {
  render: () => (
    <StoryApp path="/terms">
      <TermsPage />
    </StoryApp>
  ),
};
export const Privacy: Story = {
  render: () => (
    <StoryApp path="/privacy">
      <PrivacyPage />
    </StoryApp>
  ),
};
export const PrivacyOnAPhone: Story = {
  render: () => (
    <StoryApp path="/privacy">
      <PrivacyPage />
    </StoryApp>
  ),
  globals: { viewport: { value: 'mobile' } },
};
export const Cookies: Story = {
  render: () => (
    <StoryApp path="/cookies">
      <CookiesPage />
    </StoryApp>
  ),
};
export const Accessibility: Story = {
  render: () => (
    <StoryApp path="/accessibility">
      <AccessibilityPage />
    </StoryApp>
  ),
};
export const AccessibilityOnAPhone: Story = {
  render: () => (
    <StoryApp path="/accessibility">
      <AccessibilityPage />
    </StoryApp>
  ),
  globals: { viewport: { value: 'mobile' } },
};
export const Unauthorized: Story = {
  render: () => (
    <StoryApp path="/unauthorized">
      <UnauthorizedPage />
    </StoryApp>
  ),
};
export const NotFound: Story = {
  render: () => (
    <StoryApp path="/no/such/page">
      <NotFoundPage />
    </StoryApp>
  ),
};
