import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageItems, Pager } from './pager';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubNarrow(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow && query === '(max-width: 639px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const numbers = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Sayfa \d+$/ })
    .map((b) => Number(b.textContent));

describe('pageItems', () => {
  it('shows a window around the page with the first and last page and ellipses', () => {
    expect(pageItems(7, 20, 5)).toEqual([1, 'start-gap', 5, 6, 7, 8, 9, 'end-gap', 20]);
    expect(pageItems(7, 20, 3)).toEqual([1, 'start-gap', 6, 7, 8, 'end-gap', 20]);
  });

  it('drops the ellipsis next to the edges and clamps the window', () => {
    expect(pageItems(1, 20, 5)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageItems(3, 20, 5)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageItems(4, 20, 5)).toEqual([1, 2, 3, 4, 5, 6, 'end-gap', 20]);
    expect(pageItems(20, 20, 5)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20, 3)).toEqual([1, 'start-gap', 17, 18, 19, 20]);
  });

  it('lists every page when they fit', () => {
    expect(pageItems(2, 4, 5)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 1, 5)).toEqual([1]);
    expect(pageItems(1, 0, 5)).toEqual([]);
  });
});

describe('Pager', () => {
  it('shows 5 page buttons from 640 px, with first, last and ellipses', () => {
    stubNarrow(false);
    const onPageChange = vi.fn();
    render(<Pager page={10} totalPages={30} onPageChange={onPageChange} />);
    expect(numbers()).toEqual([1, 8, 9, 10, 11, 12, 30]);
    expect(screen.getAllByTestId('pager-gap')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sayfa 10' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(onPageChange.mock.calls).toEqual([[30], [11], [9]]);
  });

  it('shows 3 page buttons under 640 px', () => {
    stubNarrow(true);
    render(<Pager page={10} totalPages={30} onPageChange={() => {}} />);
    expect(numbers()).toEqual([1, 9, 10, 11, 30]);
  });

  it('disables previous on the first page and next on the last; hides itself for one page', () => {
    stubNarrow(false);
    const { rerender } = render(<Pager page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    expect(screen.queryByTestId('pager-gap')).not.toBeInTheDocument();
    rerender(<Pager page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
    rerender(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
