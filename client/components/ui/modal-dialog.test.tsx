import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { cleanupAfterTest, pressEscape, renderWithApp } from '../../test/render';
import { Modal } from './modal';

afterEach(cleanupAfterTest);

// A dialog opened over another hands the keyboard back to it when it closes, whether its opener is still
// there or not (docs/reliability.md#second-attack-pass, finding 17). jsdom has no `inert`, so the focus React
// Aria sends to the page behind stays there and the loss itself shows only in a browser
// (e2e/catalog.spec.ts); this checks the dialog stack under StrictMode's double mount: the outer dialog gets
// focus, Escape closes it.

/** A dialog whose button opens a second dialog; confirming there removes the button (a paid open). */
function Outer({ onClose }: { onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Modal title="Firma detayı" onClose={onClose}>
      {opened ? <p>Tüm ayrıntılar</p> : <button onClick={() => setConfirming(true)}>Detayları Aç</button>}
      {confirming && (
        <Modal title="Bakiye Kullanımı" onClose={() => setConfirming(false)}>
          <button
            onClick={() => {
              setOpened(true);
              setConfirming(false);
            }}
          >
            Onayla
          </button>
        </Modal>
      )}
    </Modal>
  );
}

/** The page: a list row whose button opens the outer dialog, as in the catalogue. */
function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Güneş Enerji A.Ş.</button>
      {open && (
        <Outer
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

it.each([
  ['confirmed, its opener gone', 'Onayla'],
  ['cancelled with Escape', null],
])('keeps the keyboard in the outer dialog when the inner one closes (%s)', async (_case, confirm) => {
  const onClose = vi.fn();
  renderWithApp(<Page onClose={onClose} />, { strict: true });
  const row = screen.getByRole('button', { name: 'Güneş Enerji A.Ş.' });
  row.focus();
  fireEvent.click(row);
  const open = await screen.findByRole('button', { name: 'Detayları Aç' });
  open.focus();
  fireEvent.click(open);
  const inner = await screen.findByRole('dialog', { name: 'Bakiye Kullanımı' });
  if (confirm) fireEvent.click(screen.getByRole('button', { name: confirm }));
  else await pressEscape();
  await waitFor(() => expect(inner).not.toBeInTheDocument());

  const outer = screen.getByRole('dialog', { name: 'Firma detayı' });
  await waitFor(() => expect(outer.contains(document.activeElement)).toBe(true));
  expect(onClose).not.toHaveBeenCalled();
  await pressEscape();
  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(outer).not.toBeInTheDocument());
});
