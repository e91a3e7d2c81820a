import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider';
import { renderWithUi } from '../../test-utils';
import { Checkbox } from './checkbox';

/** The box drawn beside the label (the native input itself is visually hidden). */
const controlOf = (checkbox: HTMLElement) => checkbox.nextElementSibling as HTMLElement;

describe('Checkbox', () => {
  it('toggles by click on the label and by Space, reporting the state', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Remember me" onChange={onChange} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(checkbox.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is reached with Tab and toggled with Space, the drawn box following', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Featured only" onChange={onChange} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Featured only' });
    await user.tab();
    expect(document.activeElement).toBe(checkbox);
    expect(controlOf(checkbox).dataset['state']).toBe('unchecked');
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(true);
    expect(controlOf(checkbox).dataset['state']).toBe('checked');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('is described by its help and error texts and marked invalid', () => {
    renderWithUi(<Checkbox label="Accept terms" helpText="Read them first." error="You must accept the terms" />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Accept terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    const texts = (checkbox.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['You must accept the terms', 'Read them first.']);
  });

  it('is neither invalid nor described when there is no error or help text', () => {
    renderWithUi(<Checkbox label="Accept terms" />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Accept terms' });
    expect(checkbox.hasAttribute('aria-invalid')).toBe(false);
    expect(checkbox.hasAttribute('aria-describedby')).toBe(false);
  });

  it('submits its name and value when checked', () => {
    renderWithUi(
      <form data-testid="form">
        <Checkbox label="Subscribe" name="subscribe" value="yes" defaultChecked />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('subscribe')).toBe('yes');
  });

  it("submits 'on' without a value, and nothing when unchecked", async () => {
    const { user } = renderWithUi(
      <form data-testid="form">
        <Checkbox label="Subscribe" name="subscribe" />
      </form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(new FormData(form).has('subscribe')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe' }));
    expect(new FormData(form).get('subscribe')).toBe('on');
  });

  it('blocks the form until checked when required', async () => {
    const { user } = renderWithUi(
      <form data-testid="form">
        <Checkbox label="I agree to the Terms of Service" required />
      </form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(screen.getByRole<HTMLInputElement>('checkbox').required).toBe(true);
    expect(form.checkValidity()).toBe(false);
    await user.click(screen.getByRole('checkbox'));
    expect(form.checkValidity()).toBe(true);
  });

  it('ignores clicks and keys when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Remember me" disabled onChange={onChange} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
    expect(checkbox.disabled).toBe(true);
    await user.click(screen.getByText('Remember me'));
    await user.tab();
    expect(document.activeElement).not.toBe(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(controlOf(checkbox).hasAttribute('data-disabled')).toBe(true);
  });

  it('keeps its state when read-only', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Remember me" readOnly defaultChecked onChange={onChange} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
    await user.click(checkbox);
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows its controlled state and reports what the user asks for', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox
            label="Featured only"
            checked={checked}
            onChange={(next) => {
              onChange(next);
              setChecked(next);
            }}
          />
          <button type="button" onClick={() => setChecked(true)}>
            Check from outside
          </button>
        </>
      );
    }
    const { user } = renderWithUi(<Controlled />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Featured only' });
    await user.click(screen.getByRole('button', { name: 'Check from outside' }));
    expect(checkbox.checked).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('stays as its controlled state says when the owner ignores the change', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Featured only" checked={false} onChange={onChange} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Featured only' });
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox.checked).toBe(false);
  });

  it('shows the indeterminate state as "mixed", and a click checks it', async () => {
    const onChange = vi.fn();
    function Parent() {
      const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
      return (
        <Checkbox
          label="All lessons"
          checked={checked}
          onChange={(next) => {
            onChange(next);
            setChecked(next);
          }}
        />
      );
    }
    const { user } = renderWithUi(<Parent />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All lessons' });
    expect(checkbox.matches(':indeterminate')).toBe(true);
    expect(checkbox.indeterminate).toBe(true);
    expect(controlOf(checkbox).dataset['state']).toBe('indeterminate');
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox.indeterminate).toBe(false);
    expect(checkbox.checked).toBe(true);
    expect(controlOf(checkbox).dataset['state']).toBe('checked');
  });

  it('stays indeterminate when its owner keeps it so', async () => {
    const { user } = renderWithUi(<Checkbox label="All lessons" checked="indeterminate" />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All lessons' });
    await user.click(checkbox);
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox.checked).toBe(false);
  });

  it('hands its ref the native input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithUi(<Checkbox ref={ref} label="Remember me" id="remember" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(ref.current?.id).toBe('remember');
  });

  it('renders on the server as a real checkbox, checked, named and labelled', () => {
    const html = renderToString(
      <UiProvider>
        <Checkbox label="Subscribe" name="subscribe" value="yes" defaultChecked id="subscribe" />
      </UiProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const input = container.querySelector('input#subscribe') as HTMLInputElement;
    expect(input.type).toBe('checkbox');
    expect(input.defaultChecked).toBe(true);
    expect(input.name).toBe('subscribe');
    expect(input.value).toBe('yes');
    expect(container.querySelector(`#${input.getAttribute('aria-labelledby') ?? ''}`)?.textContent).toBe('Subscribe');
    expect(container.querySelector('[data-state=checked] polyline')).not.toBeNull();
  });
});
