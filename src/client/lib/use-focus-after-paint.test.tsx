/**
 * A screen's first field takes the cursor once the screen is painted, not while React commits
 * it; a field the member tapped first keeps it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterPaint } from './use-focus-after-paint';

function Screen() {
  const field = useFocusAfterPaint<HTMLInputElement>();
  return (
    <>
      <input aria-label="Search" ref={field} />
      <input aria-label="Other" />
      <a href="#search">Search</a>
    </>
  );
}

describe('useFocusAfterPaint', () => {
  it('focuses the field after the first frame, not during the commit', async () => {
    render(<Screen />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).not.toHaveFocus();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('takes the focus from the link that opened the screen', async () => {
    render(<Screen />);
    screen.getByRole('link', { name: 'Search' }).focus();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus());
  });

  it('leaves the cursor where the member put it first', async () => {
    render(<Screen />);
    const other = screen.getByRole('textbox', { name: 'Other' });
    other.focus();
    // Two frames and a task later, the hook has had its turn.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other).toHaveFocus();
  });
});
