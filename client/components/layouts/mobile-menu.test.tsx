import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MobileMenu } from './mobile-menu';

afterEach(cleanup);

function setup(user?: { email: string; is_super_admin: boolean }, onSignOut = vi.fn()) {
  const view = renderWithApp(
    <div>
      <p>Sayfa içeriği</p>
      <MobileMenu user={user} onSignOut={onSignOut} />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Menüyü aç' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  return { ...view, button, panel: panel as HTMLElement, onSignOut };
}

describe('MobileMenu', () => {
  it('opens with the hamburger and closes on an outside click', () => {
    const { button, panel } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    for (const label of ['Ana Sayfa', 'Analitik', 'Haberler', 'Fiyatlandırma', 'Hakkımızda', 'GüneşVeri Nedir?', 'Giriş Yap', 'Ücretsiz Deneme']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }

    // A click inside the panel keeps it open.
    fireEvent.pointerDown(panel);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerDown(screen.getByText('Sayfa içeriği'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the button', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const { button, router } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Hakkımızda' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(await screen.findByRole('button', { name: 'Menüyü aç' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the account links of a signed-in super admin', () => {
    const { button, onSignOut } = setup({ email: 'admin@example.com', is_super_admin: true });
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'Profilim' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
