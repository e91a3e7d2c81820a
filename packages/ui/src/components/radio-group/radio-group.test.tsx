import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider';
import { renderWithUi } from '../../test-utils';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly', disabled: true },
];

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const checkedValues = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.value);
/** The dot drawn beside a choice's label (the native radio itself is visually hidden). */
const controlOf = (input: HTMLElement) => input.nextElementSibling as HTMLElement;

describe('RadioGroup', () => {
  it('is a named radiogroup whose radios are named by their labels', () => {
    renderWithUi(<RadioGroup label="Frequency" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['daily', 'weekly', 'monthly']);
    expect(within(group).getByRole('radio', { name: 'Weekly' })).toBeTruthy();
  });

  it('names each radio by its label alone, not its description', () => {
    renderWithUi(
      <RadioGroup label="Payment method" options={[{ value: 'mpesa', label: 'M-Pesa', description: 'Pay from your phone.' }]} />,
    );
    expect(radio('M-Pesa')).toBeTruthy();
    expect(screen.getByText('Pay from your phone.')).toBeTruthy();
  });

  it('selects by click and reports the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    await user.click(radio('Weekly'));
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect(radio('Weekly').checked).toBe(true);
    expect(controlOf(radio('Weekly')).dataset['state']).toBe('checked');
  });

  it('selects by a click on the choice text', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    await user.click(screen.getByText('Daily'));
    expect(onChange).toHaveBeenLastCalledWith('daily');
    expect(checkedValues()).toEqual(['daily']);
  });

  it('keeps disabled choices unselectable', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    await user.click(radio('Monthly'));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Monthly').disabled).toBe(true);
  });

  it('is entered with Tab, chosen with Space, and moved through with the arrow keys, skipping disabled choices', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <>
        <RadioGroup label="Frequency" options={[...options, { value: 'never', label: 'Never' }]} onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(radio('Daily'));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('daily');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Weekly'));
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Never'));
    expect(checkedValues()).toEqual(['never']);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Daily'));
    await user.keyboard('{ArrowUp}');
    expect(checkedValues()).toEqual(['never']);
    // One tab stop for the whole group.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(radio('Never'));
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('keeps two groups apart when neither is given a name', async () => {
    const { user } = renderWithUi(
      <>
        <RadioGroup label="Frequency" options={options} defaultValue="daily" />
        <RadioGroup label="Format" options={[{ value: 'html', label: 'HTML' }]} defaultValue="html" />
      </>,
    );
    await user.click(radio('Weekly'));
    expect(checkedValues()).toEqual(['weekly', 'html']);
  });

  it('disables every choice when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <RadioGroup label="Frequency" options={options} defaultValue="weekly" disabled onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((r) => r.disabled)).toBe(true);
    await user.click(screen.getByText('Daily'));
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(checkedValues()).toEqual(['weekly']);
  });

  it('keeps its value when read-only', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <RadioGroup label="Frequency" options={options} defaultValue="weekly" readOnly onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');
    await user.click(screen.getByText('Daily'));
    expect(onChange).not.toHaveBeenCalled();
    expect(checkedValues()).toEqual(['weekly']);
  });

  it('follows its controlled value, and null selects nothing', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string | null>('daily');
      return (
        <>
          <RadioGroup
            label="Frequency"
            options={options}
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
          <button type="button" onClick={() => setValue(null)}>
            Clear
          </button>
        </>
      );
    }
    const { user } = renderWithUi(<Controlled />);
    expect(checkedValues()).toEqual(['daily']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(checkedValues()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(radio('Weekly'));
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect(checkedValues()).toEqual(['weekly']);
  });

  it('stays on its controlled value when the owner ignores the change', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} value="daily" onChange={onChange} />);
    await user.click(radio('Weekly'));
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect(checkedValues()).toEqual(['daily']);
  });

  it('describes the group with its error and help text and marks its radios invalid', () => {
    renderWithUi(<RadioGroup label="Frequency" options={options} error="Choose one" helpText="Weekly suits most." />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    const texts = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Choose one', 'Weekly suits most.']);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
  });

  it('submits the chosen value under its name, and requires a choice when required', async () => {
    const { user } = renderWithUi(
      <form data-testid="form">
        <RadioGroup label="Frequency" name="frequency" options={options} required />
      </form>,
    );
    const form = screen.getByTestId<HTMLFormElement>('form');
    expect(screen.getByRole('radiogroup').getAttribute('aria-required')).toBe('true');
    expect(form.checkValidity()).toBe(false);
    await user.click(radio('Weekly'));
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('frequency')).toBe('weekly');
  });

  it('focuses the chosen radio when its label is clicked', async () => {
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} defaultValue="weekly" />);
    await user.click(screen.getByText('Frequency'));
    expect(document.activeElement).toBe(radio('Weekly'));
  });

  it('renders on the server as real radios with the chosen one checked', () => {
    const html = renderToString(
      <UiProvider>
        <RadioGroup label="Frequency" name="frequency" options={options} defaultValue="weekly" />
      </UiProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio][name=frequency]')];
    expect(radios.map((r) => [r.value, r.defaultChecked, r.disabled])).toEqual([
      ['daily', false, false],
      ['weekly', true, false],
      ['monthly', false, true],
    ]);
    const group = container.querySelector('[role=radiogroup]');
    expect(container.querySelector(`#${group?.getAttribute('aria-labelledby') ?? ''}`)?.textContent).toBe('Frequency');
  });
});
