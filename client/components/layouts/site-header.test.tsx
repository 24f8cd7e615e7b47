import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SiteHeader } from './site-header';

afterEach(cleanup);

describe('SiteHeader account area', () => {
  it('shows nothing for the account while the session loads', () => {
    renderWithApp(<SiteHeader onlineCount={0} accountPending />);
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profilim' })).not.toBeInTheDocument();
    expect(screen.getByTestId('account-pending')).toBeInTheDocument();
  });

  it('shows visitors the sign-in links and no balance', () => {
    renderWithApp(<SiteHeader onlineCount={0} user={null} />);
    expect(screen.getAllByRole('link', { name: 'Giriş Yap' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('balance-badge')).not.toBeInTheDocument();
  });

  it('shows a signed-in user the Bakiye badge in tr-TR format and the account links', () => {
    renderWithApp(
      <SiteHeader onlineCount={3} user={{ email: 'admin@gunesveri.test', is_super_admin: true, token_balance: 1250 }} />,
    );
    const badge = screen.getByRole('link', { name: 'Bakiye: 1.250' });
    expect(badge).toHaveAttribute('href', '/profile?tab=tokens');
    expect(badge).toHaveTextContent('1.250 Bakiye');
    expect(screen.getAllByRole('link', { name: 'Admin Panel' })[0]).toHaveAttribute('href', '/admin');
    expect(screen.getAllByRole('button', { name: 'Çıkış Yap' }).length).toBeGreaterThan(0);
  });
});
