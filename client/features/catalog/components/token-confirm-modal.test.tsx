import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, renderWithApp, pressEscape } from '../../../test/render';
import { TokenConfirmModal } from './token-confirm-modal';

afterEach(cleanupAfterTest);

describe('TokenConfirmModal', () => {
  it('shows the cost, the balance and the balance after; Onayla confirms, Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithApp(
      <TokenConfirmModal costs={[{ cost_key: 'project_detail', amount: 40 }]} total={40} balance={1250} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bakiye Kullanımı' });
    expect(dialog).toHaveTextContent('Bu işlem bakiye gerektirir. Onaylıyor musunuz?');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('İşlem maliyeti');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('Proje detayı görüntüleme');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('40 Bakiye');
    expect(screen.getByTestId('balance-now')).toHaveTextContent('Mevcut bakiye1.250 Bakiye');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('İşlem sonrası bakiye1.210 Bakiye');
    expect(screen.queryByText('Yetersiz bakiye')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Onayla (40 Bakiye)' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await pressEscape();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('lists each cost when a request has several (filter and page)', () => {
    renderWithApp(
      <TokenConfirmModal
        costs={[
          { cost_key: 'filter', amount: 15 },
          { cost_key: 'pagination', amount: 5 },
        ]}
        total={20}
        balance={50}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Filtreleme')).toBeInTheDocument();
    expect(screen.getByText('Sayfa değiştirme')).toBeInTheDocument();
    expect(screen.getByTestId('cost-total')).toHaveTextContent('20 Bakiye');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('30 Bakiye');
  });

  it('with too little Bakiye warns "Yetersiz bakiye" and offers "Bakiye Satın Al" instead of Onayla', () => {
    const onConfirm = vi.fn();
    renderWithApp(<TokenConfirmModal costs={[{ cost_key: 'company_detail', amount: 25 }]} total={25} balance={10} onConfirm={onConfirm} onCancel={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Yetersiz bakiye');
    expect(screen.getByRole('alert')).toHaveTextContent('Bu işlem için 15 Bakiye daha gerekiyor.');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('-15 Bakiye');
    expect(screen.getByRole('link', { name: 'Bakiye Satın Al' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByRole('button', { name: /Onayla/ })).not.toBeInTheDocument();
  });

  it('shows the failure of the paid request', () => {
    renderWithApp(
      <TokenConfirmModal costs={[{ cost_key: 'filter', amount: 15 }]} total={15} balance={100} error="Bakiye işlemi gerçekleştirilemedi" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bakiye işlemi gerçekleştirilemedi');
  });
});
