import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, ImageUpload } from './file-upload';

const MB = 1024 * 1024;
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: {
    label: 'Profile picture',
    accept: ['image/png', 'image/jpeg'],
    acceptLabel: 'PNG or JPG',
    maxSize: 2 * MB,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const hiddenInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose file Profile picture' });
    await expect(button).toHaveAccessibleDescription('PNG or JPG, up to 2 MB');
    await userEvent.upload(hiddenInput(canvasElement), file('wanjiku.png', 1536 * 1024, 'image/png'));
    // List items fade in.
    await waitFor(() => expect(canvas.getByText('wanjiku.png')).toBeVisible());
    await expect(canvas.getByText('1.5 MB')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'wanjiku.png' })]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove wanjiku.png' }));
    await expect(canvas.queryByText('wanjiku.png')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(hiddenInput(canvasElement), file('holiday.jpg', 3 * MB, 'image/jpeg'));
    await expect(await canvas.findByText('"holiday.jpg" is 3 MB. The maximum size is 2 MB.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file Profile picture' })).toBeInvalid();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(hiddenInput(canvasElement), file('cv.pdf', 1000, 'application/pdf'), { applyAccept: false });
    await expect(await canvas.findByText('"cv.pdf" is not an accepted file type. Use PNG or JPG.')).toBeVisible();
  },
};

export const SeveralFiles: Story = {
  args: {
    label: 'Course materials',
    accept: ['.pdf', '.docx'],
    acceptLabel: undefined,
    maxSize: 10 * MB,
    maxFiles: 3,
    helpText: 'Lecture notes and handouts.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(hiddenInput(canvasElement), [
      file('week-1.pdf', 200_000, 'application/pdf'),
      file('week-2.pdf', 2048, 'application/pdf'),
    ]);
    await waitFor(() => expect(canvas.getByText('week-2.pdf')).toBeVisible());
    await expect(canvas.getByText('2 KB')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose files Course materials' })).toHaveAccessibleDescription(
      'PDF, DOCX, up to 10 MB, 3 files at most Lecture notes and handouts.',
    );
  },
};

export const WithError: Story = { args: { error: 'Upload failed. Please try again.', required: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file Profile picture' })).toBeDisabled();
  },
};

export const DarkMode: Story = { ...TooLarge, globals: { colorMode: 'dark' } };

/** One picture with a preview; the size limit reads in the spec's units (base 1024). */
export const Image: Story = {
  render: () => <ImageUpload label="Category icon" maxSize={2 * 1024 * 1024} helpText="Square pictures look best." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PNG, JPG or WebP, up to 2 MB')).toBeVisible();
  },
};

export const ImageWithCurrent: Story = {
  render: () => (
    <ImageUpload
      label="Profile picture"
      maxSize={5 * 1024 * 1024}
      currentImageUrl="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='96' height='96'%3E%3Crect width='96' height='96' fill='%232f855a'/%3E%3C/svg%3E"
      currentImageAlt="Current profile picture"
    />
  ),
};
