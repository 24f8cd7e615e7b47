import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A live MediaQueryList per call, as a browser's: `matches` follows `narrow`, and listeners hear changes. */
function stubScreen() {
  const screenState = { narrow: false, listeners: new Set<() => void>() };
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return screenState.narrow && query === '(max-width: 767px)';
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => screenState.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => screenState.listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  const resize = (narrow: boolean) => {
    screenState.narrow = narrow;
    for (const listener of screenState.listeners) listener();
  };
  return { matchMedia, resize };
}

function Width({ label }: { label: string }) {
  return <p>{`${label}: ${useMediaQuery('(max-width: 767px)') ? 'dar' : 'geniş'}`}</p>;
}

describe('useMediaQuery', () => {
  it('follows the screen, asking matchMedia once however often it renders', () => {
    const { matchMedia, resize } = stubScreen();
    const view = render(<Width label="a" />);
    expect(screen.getByText('a: geniş')).toBeInTheDocument();
    for (const label of ['b', 'c', 'd']) view.rerender(<Width label={label} />);
    act(() => resize(true));
    expect(screen.getByText('d: dar')).toBeInTheDocument();
    act(() => resize(false));
    expect(screen.getByText('d: geniş')).toBeInTheDocument();
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Width label="a" />);
    expect(screen.getByText('a: geniş')).toBeInTheDocument();
  });
});
