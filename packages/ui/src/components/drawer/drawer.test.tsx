import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it('opens as a named dialog and closes with its close button', async () => {
    const { user } = renderWithUi(
      <Drawer title="Menu" trigger={<Button>Open menu</Button>}>
        <a href="/courses">Courses</a>
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Courses' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a visually hidden title as its name', async () => {
    renderWithUi(<Drawer title="Navigation" hideTitle open />);
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeTruthy();
  });

  it('pads a shown title at both ends, clear of the close button', async () => {
    renderWithUi(<Drawer title="Edit lesson" open />);
    const heading = await screen.findByText('Edit lesson');
    const header = heading.parentElement as HTMLElement;
    const style = getComputedStyle(header);
    expect(style.paddingInlineStart || style.paddingLeft).not.toMatch(/^(0px|0)?$/);
    expect(style.paddingTop).not.toMatch(/^(0px|0)?$/);
  });

  it('tells a controlled owner about Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithUi(<Drawer title="Filters" open onOpenChange={onOpenChange} />);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
