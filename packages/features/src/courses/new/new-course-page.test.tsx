import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewCoursePage } from './new-course-page';

startMockBackend();

const renderNew = () => renderInApp(<NewCoursePage />, { path: '/dashboard/courses/new', session: signedInSession('teacher') });

const location = () => screen.getByTestId('location').textContent;

describe('the new course screen', () => {
  it('saves a draft with nothing but its title, taught by the teacher, and opens the course', async () => {
    const { user } = renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rust for Embedded Systems');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(location()).toBe('/dashboard/courses/rust-for-embedded-systems'));
    const stored = getMockDatabase().courses.courses.find((course) => course.title === 'Rust for Embedded Systems');
    expect(stored).toMatchObject({ status: 'draft', pricing_type: 'free', instructor: { username: 'teacher' } });
  }, 20_000);

  it('asks for a title, for a price above zero on a paid course, and for a lesson before publishing', async () => {
    const { user } = renderNew();
    const form = within(await screen.findByRole('form', { name: 'New course' }));
    await user.selectOptions(await form.findByRole('combobox', { name: /^Pricing/ }), 'paid');
    await user.selectOptions(form.getByRole('combobox', { name: /^Status/ }), 'published');
    await user.click(form.getByRole('button', { name: 'Create course' }));
    expect(await form.findByText('This field is required')).toBeTruthy();
    expect(form.getByText('A paid course needs a price above 0.00.')).toBeTruthy();
    expect(form.getByText('Add a description before publishing this course.')).toBeTruthy();
    expect(form.getByText('Add at least one lesson before publishing this course.')).toBeTruthy();
    expect(getMockDatabase().courses.courses.find((course) => course.title === '')).toBeUndefined();
  }, 20_000);

  it('sends a paid course with its KES price, languages from a tech stack (the cover image goes as multipart: the story and the journey, in a browser)', async () => {
    const { user } = renderNew();
    const form = within(await screen.findByRole('form', { name: 'New course' }));
    await user.type(await form.findByRole('textbox', { name: /^Title/ }), 'Full-stack TypeScript');
    await user.selectOptions(form.getByRole('combobox', { name: /^Pricing/ }), 'paid');
    await user.type(await form.findByRole('textbox', { name: /^Price/ }), '12500');
    const stack = getMockDatabase().courses.techStacks.all()[0];
    if (!stack) throw new Error('the seed has tech stacks');
    await waitFor(() => expect(form.getAllByRole('option', { name: stack.name }).length).toBeGreaterThan(0));
    await user.selectOptions(form.getByRole('combobox', { name: 'Start from a tech stack' }), String(stack.id));
    await user.click(form.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(location()).toBe('/dashboard/courses/full-stack-typescript'), { timeout: 10_000 });
    const stored = getMockDatabase().courses.courses.find((course) => course.title === 'Full-stack TypeScript');
    expect(stored).toMatchObject({ pricing_type: 'paid', currency: 'KES' });
    expect(Number(stored?.price)).toBe(12500);
    expect(stored?.programming_languages?.map((item) => item.id).sort()).toEqual(
      stack.programming_languages.map((item) => item.id).sort(),
    );
  }, 30_000);
});
