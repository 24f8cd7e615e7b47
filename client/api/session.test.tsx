import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../test/render';
import { setViewer, useSession } from './session';

afterEach(cleanupAfterTest);

/** A reader that notes what it was rendered with, render by render. */
function renderReaders(answer: Promise<Response>) {
  const renders: string[] = [];
  function Reader() {
    const { user, isPending } = useSession();
    const shown = isPending ? 'pending' : (user?.email ?? 'visitor');
    renders.push(shown);
    return <p>Okuyucu: {shown}</p>;
  }
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/session': () => answer }));
  const result = renderWithApp(<Reader />);
  return { ...result, renders };
}

describe('useSession (SessionProvider)', () => {
  it('renders a reader once for the first answer, in the deferred render, not first as still pending', async () => {
    let answer!: (response: Response) => void;
    const { renders } = renderReaders(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('Okuyucu: pending')).toBeInTheDocument();
    const before = renders.length;
    await act(async () => answer(jsonResponse({ user: testUser() })));
    expect(await screen.findByText('Okuyucu: uye@gunesveri.test')).toBeInTheDocument();
    // Told through the provider's deferred value: no urgent render of the reader with nothing new.
    expect(renders.slice(before)).toEqual(['uye@gunesveri.test']);
  });

  it('gives a sign-in to the readers at once, not deferred', async () => {
    const { renders, queryClient } = renderReaders(Promise.resolve(jsonResponse({ user: null })));
    expect(await screen.findByText('Okuyucu: visitor')).toBeInTheDocument();
    const before = renders.length;
    await act(() => setViewer(queryClient, testUser({ email: 'premium@gunesveri.test' })));
    expect(await screen.findByText('Okuyucu: premium@gunesveri.test')).toBeInTheDocument();
    expect(renders.slice(before)).toEqual(['premium@gunesveri.test']);
  });

  it('counts a failed session call as signed out', async () => {
    renderReaders(Promise.resolve(jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Hata' }, 500)));
    expect(await screen.findByText('Okuyucu: visitor')).toBeInTheDocument();
  });
});
