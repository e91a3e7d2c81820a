import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CertificatesHomePage } from './certificates-home-page';

startMockBackend();

const location = () => screen.getByTestId('location').textContent;

describe('the certificates index', () => {
  it('takes a student to their certificates, replacing the index in the history', async () => {
    renderInApp(<CertificatesHomePage />, {
      path: '/dashboard/certificates',
      routePath: '/dashboard/certificates',
      session: signedInSession('student'),
      routes: <Route path="/dashboard/certificates/my-certificates" element={<h1>My certificates</h1>} />,
    });
    await waitFor(() => expect(location()).toBe('/dashboard/certificates/my-certificates'));
  });

  it('takes staff (a super admin may open it) to certificate management', async () => {
    renderInApp(<CertificatesHomePage />, {
      path: '/dashboard/certificates',
      routePath: '/dashboard/certificates',
      session: signedInSession('super_admin'),
      routes: <Route path="/dashboard/certificates/manage" element={<h1>Certificate management</h1>} />,
    });
    await waitFor(() => expect(location()).toBe('/dashboard/certificates/manage'));
  });
});
