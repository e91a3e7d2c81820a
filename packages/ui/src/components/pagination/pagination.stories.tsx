import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (size) => {
              setPageSize(size);
              setPage(1);
              props.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 2, pageSize: 10, total: 85, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 2 of 9');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(nav).toHaveTextContent('Page 3 of 9');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 9' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ManyPages: Story = { args: { page: 50, total: 1000, itemLabel: 'students' } };

export const FewPages: Story = { args: { page: 1, total: 30 } };

export const WithPageSize: Story = { args: { pageSizeOptions: [10, 20, 50], onPageSizeChange: fn(), itemLabel: 'payments' } };

export const Mobile: Story = {
  args: { itemLabel: 'courses' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).toBeNull();
  },
};

export const DarkMode: Story = { args: { page: 5, total: 200 }, globals: { colorMode: 'dark' } };
