import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Stepper } from './stepper';

/** The text a screen reader reads: without the aria-hidden step numbers. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const steps = [{ title: 'Choose a course' }, { title: 'Pick a plan', description: 'Full or installments' }, { title: 'Pay' }];

describe('Stepper', () => {
  it('is a named ordered list whose items say their number and status', () => {
    renderWithUi(<Stepper label="Enrollment steps" steps={steps} currentStep={1} />);
    const list = screen.getByRole('list', { name: 'Enrollment steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map(spokenText)).toEqual([
      'Step 1: Choose a course, completed',
      'Step 2: Pick a plan, current stepFull or installments',
      'Step 3: Pay, not started',
    ]);
  });

  it('marks only the current step with aria-current="step"', () => {
    renderWithUi(<Stepper label="Enrollment steps" steps={steps} currentStep={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step']);
  });

  it('shows every step complete past the end', () => {
    renderWithUi(<Stepper label="Enrollment steps" steps={steps} currentStep={3} />);
    expect(screen.getAllByRole('listitem').every((item) => spokenText(item).includes(', completed'))).toBe(true);
  });
});
