import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../test/render';
import { lazyPage } from './lazy-page';

afterEach(cleanupAfterTest);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

let mounts = 0;
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(() => {
    mounts += 1;
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyPage', () => {
  it('draws a page whose code was loaded before its first render in that render, with no fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Sayfa yükleniyor…</p>}>
        <Page label="Sayfa" />
      </Suspense>,
    );
    // Synchronously: no fallback in between.
    expect(screen.getByRole('button', { name: 'Sayfa 0' })).toBeInTheDocument();
    expect(screen.queryByText('Sayfa yükleniyor…')).not.toBeInTheDocument();
  });

  it('keeps a page drawn through the lazy path when its preload answers after it (no remount, its state kept)', async () => {
    mounts = 0;
    // The lazy path asks first and is answered first; the preload's answer comes later.
    const first = deferred<{ default: typeof Counter }>();
    const second = deferred<{ default: typeof Counter }>();
    const answers = [first.promise, second.promise];
    const Page = lazyPage(() => answers.shift()!);
    function Shell() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Yenile
          </button>
          <Suspense fallback={<p>Sayfa yükleniyor…</p>}>
            <Page label="Sayfa" />
          </Suspense>
        </>
      );
    }
    render(<Shell />);
    expect(screen.getByText('Sayfa yükleniyor…')).toBeInTheDocument();
    const preloaded = Page.preload();
    await act(async () => first.resolve({ default: Counter }));
    await act(async () => (await screen.findByRole('button', { name: 'Sayfa 0' })).click());
    expect(screen.getByRole('button', { name: 'Sayfa 1' })).toBeInTheDocument();
    await act(async () => second.resolve({ default: Counter }));
    await preloaded;
    // The shell renders the page again after the preload has answered: the same page, its state kept.
    await act(async () => screen.getByRole('button', { name: 'Yenile' }).click());
    expect(screen.getByRole('button', { name: 'Sayfa 1' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
