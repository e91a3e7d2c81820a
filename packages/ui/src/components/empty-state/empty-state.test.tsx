import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the headline as a heading, the description and the action', async () => {
    const onCreate = vi.fn();
    const { user } = renderWithUi(
      <EmptyState
        title="No courses yet"
        description="Create your first course to get started."
        action={<Button onClick={onCreate}>Create course</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No courses yet' })).toBeTruthy();
    expect(screen.getByText('Create your first course to get started.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('fits the outline with headingLevel', () => {
    renderWithUi(<EmptyState title="Nothing here" headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeTruthy();
  });
});
