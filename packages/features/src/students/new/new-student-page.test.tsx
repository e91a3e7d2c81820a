import { screen, waitFor } from '@testing-library/react';
import { AVAILABILITY_CHECK_DEBOUNCE_MS } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditStudentPage } from '../edit';
import { StudentForm } from '../shared/student-form';
import { NewStudentPage } from './new-student-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const renderNew = () => renderInApp(<NewStudentPage />, { path: '/dashboard/students/new', session: signedInSession('admin') });

describe('the student forms', () => {
  it('says what is missing, in the service spec’s words', async () => {
    const { user } = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Add student' }, LOADED));
    expect(await screen.findByText('First name is required', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
  }, 30_000);

  it("shows the server's answer on a taken username, keeping what was typed", async () => {
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }, LOADED), 'Achieng');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Odhiambo');
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'student');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'achieng.o@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('A user with that username already exists.', undefined, LOADED)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Achieng');
  }, 30_000);

  it('says whether the username and e-mail are free as they are typed, before anything is sent', async () => {
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }, LOADED), 'student');
    expect(await screen.findByText('A user with that username already exists.', undefined, LOADED)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'achieng.new@example.co.ke');
    expect(await screen.findByText('This e-mail address is available.', undefined, LOADED)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), '.achieng');
    expect(await screen.findByText('This username is available.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByText('A user with that username already exists.')).toBeNull();
  }, 30_000);

  it('adds a student, then opens their page', async () => {
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }, LOADED), 'Achieng');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Odhiambo');
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'achieng.odhiambo');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'achieng.o@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await waitFor(() => {
      const created = getMockDatabase().accounts.users.find((row) => row.username === 'achieng.odhiambo');
      expect(created?.user_type).toBe('student');
      expect(screen.getByTestId('location').textContent).toContain(`/dashboard/students/${created?.id}`);
    }, LOADED);
  }, 30_000);

  it('does not call the new student’s own e-mail taken once the form has added them', async () => {
    // The next page is lazy: while it loads the form stays on screen, as here where saving stays put.
    const { user } = renderInApp(<StudentForm student={null} onSaved={() => undefined} onCancel={() => undefined} />, {
      path: '/dashboard/students/new',
      session: signedInSession('admin'),
    });
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }, LOADED), 'Achieng');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Odhiambo');
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'achieng.quick');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'achieng.quick@example.co.ke');
    // Sent before the e-mail's check has run.
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await waitFor(
      () => expect(getMockDatabase().accounts.users.some((row) => row.username === 'achieng.quick')).toBe(true),
      LOADED,
    );
    await new Promise((resolve) => setTimeout(resolve, AVAILABILITY_CHECK_DEBOUNCE_MS * 2 + 300));
    expect(screen.queryByText(/already exists/)).toBeNull();
  }, 30_000);

  it("edits a student's phone, then opens their page", async () => {
    const student = getMockDatabase().accounts.users.find((row) => row.username === 'student');
    const { user } = renderInApp(<EditStudentPage />, {
      path: `/dashboard/students/edit/${student?.id}`,
      routePath: '/dashboard/students/edit/:id',
      session: signedInSession('teacher'),
    });
    const phone = await screen.findByRole('textbox', { name: /^Phone/ }, LOADED);
    // Their own username and e-mail are theirs: not reported as taken.
    await new Promise((resolve) => setTimeout(resolve, AVAILABILITY_CHECK_DEBOUNCE_MS + 300));
    expect(screen.queryByText(/already exists/)).toBeNull();
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save student' }));
    expect(await screen.findByText('Please enter a valid phone number', undefined, LOADED)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+254 700 111 222');
    await user.click(screen.getByRole('button', { name: 'Save student' }));
    await waitFor(() => {
      expect(getMockDatabase().accounts.users.get(student?.id ?? 0)?.phone_number).toBe('+254 700 111 222');
      expect(screen.getByTestId('location').textContent).toContain(`/dashboard/students/${student?.id}`);
    }, LOADED);
  }, 30_000);
});
