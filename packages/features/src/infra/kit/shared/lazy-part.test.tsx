import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/app-harness';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Karibu, {name}</p>;
}

/** A screen with something typed in it, beside the part. */
function Screen({ Part }: { Part: (props: { name: string }) => React.JSX.Element }) {
  const [note, setNote] = useState('');
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <Part name="Wanjiku" />
    </>
  );
}

describe('a part of a screen loaded on its own', () => {
  it('shows the part once its code arrives', async () => {
    const Part = lazyPart(async () => Greeting, '4rem');
    renderInApp(<Screen Part={Part} />);
    expect(await screen.findByText('Karibu, Wanjiku')).toBeTruthy();
  });

  it('says when its code did not load and retries on request, keeping the rest of the screen as typed', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(Greeting);
    const Part = lazyPart(load, '4rem');
    const { user } = renderInApp(<Screen Part={Part} />);
    await user.type(screen.getByLabelText('Note'), 'Fees for term 2');
    expect(await screen.findByRole('heading', { name: 'This part did not load' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Karibu, Wanjiku')).toBeTruthy();
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'Fees for term 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after the spec’s 120 s and offers Retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const Part = lazyPart(() => new Promise<typeof Greeting>(() => undefined), '4rem');
      renderInApp(<Screen Part={Part} />);
      await vi.advanceTimersByTimeAsync(119_000);
      expect(screen.queryByRole('heading', { name: 'This part did not load' })).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      expect(await screen.findByRole('heading', { name: 'This part did not load' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
