import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/app-harness';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

const REQUIRED = 'Please say why, so the author can fix it.';

function renderReject(onConfirm: (reason: string) => Promise<boolean>) {
  return renderInApp(
    <ReasonConfirmDialog
      label="Reject"
      title="Reject Spring offers?"
      message="Its author is told why."
      reason={{ required: REQUIRED, maxLength: 1000, helpText: 'Shown to the author.' }}
      onConfirm={onConfirm}
    />,
  );
}

describe('a confirmation with a required reason', () => {
  it('asks for the reason on its field, keeps what was typed when the call fails, and sends it trimmed', async () => {
    const onConfirm = vi.fn<(reason: string) => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { user } = renderReject(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reject Spring offers?' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('maxlength')).toBe('1000');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText(REQUIRED)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, '  Dates are wrong ');
    expect(dialog.queryByText(REQUIRED)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Dates are wrong'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('  Dates are wrong ');

    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel without deciding', async () => {
    const onConfirm = vi.fn<(reason: string) => Promise<boolean>>().mockResolvedValue(true);
    const { user } = renderReject(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Off topic');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
