import { screen } from '@testing-library/react';
import { Save } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['solid', 'outline', 'ghost', 'subtle', 'danger'];

describe.each(variants)('Button (%s)', (variant) => {
  it('is a named button that works with click, Enter and Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUi(
      <Button variant={variant} onClick={onClick}>
        Save changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save changes' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('keeps its name, disables itself and reports busy while loading', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUi(
      <Button variant={variant} loading onClick={onClick}>
        Save changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Button', () => {
  it('defaults to type=button so it never submits a form by accident', () => {
    renderWithUi(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('button');
  });

  it('submits when type=submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Login</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text as its name while loading', () => {
    renderWithUi(
      <Button loading loadingText="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
  });

  it('hides decorative icons from the accessible name', () => {
    renderWithUi(<Button startIcon={<Save />}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
