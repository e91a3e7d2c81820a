import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { PeopleImportPage } from './people-import-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('creating people from a CSV', () => {
  it('previews each row, creates the ready ones, shows the server’s refusals on their rows and keeps them to correct', async () => {
    const taken = must(getMockDatabase().accounts.users.all()[0], 'a seeded user').username;
    const { user } = renderInApp(<PeopleImportPage />, {
      path: '/dashboard/records/people/import',
      session: signedInSession('admin'),
    });
    const rows = await screen.findByRole('textbox', { name: /^Rows/ }, LOADED);
    const csv = [
      'username,email,first_name,last_name,user_type',
      'njeri.wambui,njeri.wambui@gmail.com,Njeri,Wambui,student',
      'otieno.x,not-an-address,Otieno,X,student',
      `${taken},someone.new@gmail.com,Some,One,parent`,
    ].join('\n');
    await user.click(rows);
    await user.paste(csv);
    expect((await screen.findByRole('status')).textContent).toBe('3 rows read: 2 rows ready to send.');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create 2 people' }));
    expect(await screen.findByText('Created', undefined, LOADED)).toBeTruthy();
    expect(await screen.findByText('Refused')).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().accounts.users.find((row) => row.username === 'njeri.wambui')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Keep the rows not created' }));
    const kept = (screen.getByRole('textbox', { name: /^Rows/ }) as HTMLTextAreaElement).value;
    expect(kept).not.toContain('njeri.wambui');
    expect(kept).toContain('not-an-address');
    expect(kept).toContain(taken);
  }, 40_000);
});
