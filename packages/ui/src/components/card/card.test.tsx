import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title at the chosen heading level', () => {
    renderWithUi(
      <Card title="My courses" headingLevel={2}>
        Body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'My courses' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My courses' })).toBeTruthy();
  });

  it('is an article when it stands alone', () => {
    renderWithUi(<Card as="article" title="Course card" />);
    expect(screen.getByRole('article', { name: 'Course card' })).toBeTruthy();
  });

  it('renders actions, body and footer', () => {
    renderWithUi(
      <Card title="T" actions={<button>View all</button>} footer={<span>Total: 3</span>}>
        Body text
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'View all' })).toBeTruthy();
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByText('Total: 3')).toBeTruthy();
  });
});
