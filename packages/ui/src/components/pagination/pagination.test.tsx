import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { pageCountOf, pageItems } from './page-items';
import { Pagination } from './pagination';

describe('pageItems', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 9, [1, 2, 3, 4, 5, 'ellipsis-end', 9]],
    [4, 9, [1, 2, 3, 4, 5, 'ellipsis-end', 9]],
    [5, 9, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9]],
    [6, 9, [1, 'ellipsis-start', 5, 6, 7, 8, 9]],
    [9, 9, [1, 'ellipsis-start', 5, 6, 7, 8, 9]],
    [50, 100, [1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 100]],
  ])('page %i of %i → %j', (page, count, items) => expect(pageItems(page, count)).toEqual(items));

  it('widens with more siblings', () =>
    expect(pageItems(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]));
  it('counts pages, at least one', () =>
    expect([pageCountOf(85, 10), pageCountOf(80, 10), pageCountOf(0, 10)]).toEqual([9, 8, 1]));
});

describe('Pagination', () => {
  it("is a labelled navigation landmark saying 'Page 2 of 9'", () => {
    renderWithUi(
      <Pagination page={2} pageSize={10} total={85} onPageChange={vi.fn()} label="Courses pages" itemLabel="courses" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Courses pages' });
    expect(within(nav).getByText(/Page 2 of 9/).textContent).toBe('Page 2 of 9 · 11–20 of 85 courses');
  });

  it('marks the current page and moves with previous, next and page numbers', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithUi(<Pagination page={5} pageSize={10} total={90} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [9]]);
  });

  it('shows ellipses for skipped pages, hidden from screen readers', () => {
    const { container } = renderWithUi(<Pagination page={5} pageSize={10} total={90} onPageChange={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous',
      '1',
      '4',
      '5',
      '6',
      '9',
      'Next',
    ]);
    expect(Array.from(container.querySelectorAll('li[aria-hidden="true"]')).map((li) => li.textContent)).toEqual(['…', '…']);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithUi(<Pagination page={1} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pagination page={3} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not report the page already shown', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithUi(<Pagination page={2} pageSize={10} total={30} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithUi(<Pagination page={1} pageSize={10} total={30} onPageChange={onPageChange} />);
    await user.tab(); // Previous is disabled: focus lands on page 1
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 2');
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers page sizes when asked', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithUi(
      <Pagination
        page={1}
        pageSize={10}
        total={300}
        onPageChange={vi.fn()}
        pageSizeOptions={[10, 20, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50 / page');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('reads page 1 of 1 with no items', () => {
    renderWithUi(<Pagination page={1} pageSize={10} total={0} onPageChange={vi.fn()} itemLabel="results" />);
    expect(screen.getByText(/Page 1 of 1/).textContent).toBe('Page 1 of 1 · 0–0 of 0 results');
  });
});
