import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { FormField } from './form-field';

describe('FormField', () => {
  it('gives the control its id, name, description, invalid and required state', () => {
    renderWithUi(
      <FormField label="County" id="county" required error="Choose a county" helpText="Where you live.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'County' });
    expect(input.id).toBe('county');
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('county-error county-help');
  });

  it('treats an empty error as valid', () => {
    renderWithUi(
      <FormField label="County" error="">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'County' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('passes disabled and read-only to the control', () => {
    renderWithUi(
      <FormField label="Code" disabled readOnly>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveProperty('disabled', true);
    expect(input).toHaveProperty('readOnly', true);
  });
});
