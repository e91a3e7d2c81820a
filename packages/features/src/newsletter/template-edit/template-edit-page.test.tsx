import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewTemplatePage } from './template-edit-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

describe('the template editor', () => {
  it('previews the HTML sanitised, with sample text in the placeholders, and creates the template', async () => {
    const { user } = renderInApp(<NewTemplatePage />, {
      path: '/dashboard/newsletter/templates/new',
      session: signedInSession('admin'),
    });
    const html = await screen.findByRole('textbox', { name: /^HTML/ }, LOADED);
    fireEvent.change(html, {
      target: { value: '<p>Hello {{first_name}}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
    });
    const preview = await screen.findByTestId('template-preview', undefined, LOADED);
    await waitFor(() => expect(preview.textContent).toContain('Hello Wanjiru'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Open day invitation');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template created', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.templates.find((row) => row.name === 'Open day invitation')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/dashboard/newsletter/templates'));
  }, 30_000);
});
