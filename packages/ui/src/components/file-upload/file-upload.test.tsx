import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { FileUpload, ImageUpload, rejectionMessage } from './file-upload';

const MB = 1024 * 1024;
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileUpload', () => {
  it('names its button with the label and describes the limits', () => {
    renderWithUi(<FileUpload label="Receipt" accept={['.pdf', 'image/*']} maxSize={5 * MB} />);
    const button = screen.getByRole('button', { name: 'Choose file Receipt' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('PDF, images, up to 5 MB');
  });

  it('lists a chosen file with its size in base-1024 units and reports it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<FileUpload label="Receipt" maxSize={5 * MB} onChange={onChange} />);
    await user.upload(input(), file('mpesa-receipt.pdf', 1_572_864, 'application/pdf'));
    expect(await screen.findByText('mpesa-receipt.pdf')).toBeTruthy();
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mpesa-receipt.pdf' })]);
  });

  it('rejects a file over the size limit with a clear message', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<FileUpload label="Receipt" maxSize={2 * MB} onChange={onChange} />);
    await user.upload(input(), file('scan.pdf', 3 * MB, 'application/pdf'));
    expect(await screen.findByText('"scan.pdf" is 3 MB. The maximum size is 2 MB.')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Choose file Receipt' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects a file of the wrong type', async () => {
    renderWithUi(<FileUpload label="Photo" accept={['image/png']} acceptLabel="PNG" />);
    // As a drop would: the browser's picker filter (accept) does not apply.
    await userEvent.setup({ applyAccept: false }).upload(input(), file('notes.txt', 10, 'text/plain'));
    await waitFor(() => expect(screen.getByText('"notes.txt" is not an accepted file type. Use PNG.')).toBeTruthy());
  });

  it('removes a file with its labelled button', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<FileUpload label="Receipt" onChange={onChange} />);
    await user.upload(input(), file('a.pdf', 100, 'application/pdf'));
    await user.click(await screen.findByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('opens the picker from the keyboard', async () => {
    const { user } = renderWithUi(<FileUpload label="Receipt" />);
    const click = vi.spyOn(input(), 'click');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose file Receipt' }));
    await user.keyboard('{Enter}');
    // The picker opens on the next animation frame.
    await waitFor(() => expect(click).toHaveBeenCalled());
  });
});

describe('rejectionMessage', () => {
  const big = file('big.mp4', 1.5 * 1024 * MB, 'video/mp4');
  it.each([
    [['FILE_TOO_LARGE'], { maxSize: 1024 * MB, maxFiles: 1 }, '"big.mp4" is 1.5 GB. The maximum size is 1 GB.'],
    [['FILE_INVALID_TYPE'], { acceptLabel: 'PDF', maxFiles: 1 }, '"big.mp4" is not an accepted file type. Use PDF.'],
    [['TOO_MANY_FILES'], { maxFiles: 3 }, 'You can upload up to 3 files.'],
    [['TOO_MANY_FILES'], { maxFiles: 1 }, 'Choose only one file.'],
  ])('%j → %s', (errors, limits, expected) => {
    expect(rejectionMessage({ file: big, errors }, limits)).toBe(expected);
  });
});

describe('ImageUpload', () => {
  it('shows the stored picture, then a preview of the chosen one with its size in the spec’s units', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithUi(
      <ImageUpload
        label="Category icon"
        maxSize={2 * 1024 * 1024}
        currentImageUrl="/media/icon.png"
        currentImageAlt="Current icon"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current icon' })).toBeTruthy();
    expect(screen.getByText('PNG, JPG or WebP, up to 2 MB')).toBeTruthy();
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, file('logo.png', 1536, 'image/png'));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'logo.png' })]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current icon' })).toBeNull());
    expect(screen.getByText('1.5 KB')).toBeTruthy();
  });
});
