import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, renderWithApp } from '../../../test/render';
import { ReviewDialog } from './review-dialog';

// A representative's correction is decided field by field (docs/decisions/070-field-corrections-and-change-log.md).

afterEach(cleanupAfterTest);

const ROW = {
  status: 'pending' as const,
  admin_feedback: null,
  by_representative: true,
  fields: [
    { key: 'dc_power', label: 'DC güç', current: '5', suggested: '7.5', changed: true, source: { kind: 'url' as const, label: 'https://firma.com.tr/basin', url: 'https://firma.com.tr/basin' }, decision: null, reason: null },
    { key: 'ac_power', label: 'AC güç', current: '4', suggested: '6', changed: true, source: { kind: 'statement' as const, label: 'Firma beyanı', url: null }, decision: null, reason: null },
  ],
};

describe('field-by-field review', () => {
  it('shows each field with its source; a rejected field needs its reason before the decision is saved', () => {
    const onDecide = vi.fn();
    renderWithApp(<ReviewDialog title="Öneri Detayları" subtitle="Karapınar GES" row={ROW} compare pending={false} error={null} onApprove={vi.fn()} onReject={vi.fn()} onDecide={onDecide} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Öneri Detayları' });
    expect(within(dialog).getByText('Firma temsilcisi')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://firma.com.tr/basin' })).toHaveAttribute('href', 'https://firma.com.tr/basin');
    const ac = within(dialog).getByRole('group', { name: 'AC güç kararı' });
    fireEvent.click(within(ac).getByRole('button', { name: 'Reddet' }));
    expect(within(ac).getByRole('button', { name: 'Reddet' })).toHaveAttribute('aria-pressed', 'true');
    const save = within(dialog).getByRole('button', { name: 'Kararı Kaydet' });
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Red sebebi (AC güç)'), { target: { value: ' Lisansla uyuşmuyor ' } });
    fireEvent.click(save);
    expect(onDecide).toHaveBeenCalledWith({ dc_power: { decision: 'approved' }, ac_power: { decision: 'rejected', reason: 'Lisansla uyuşmuyor' } });
  });

  it('once decided, shows each field’s decision and reason', () => {
    const decided = { ...ROW, status: 'approved' as const, fields: [{ ...ROW.fields[0]!, decision: 'approved' as const }, { ...ROW.fields[1]!, decision: 'rejected' as const, reason: 'Lisansla uyuşmuyor' }] };
    renderWithApp(<ReviewDialog title="Öneri Detayları" subtitle="Karapınar GES" row={decided} compare pending={false} error={null} onApprove={vi.fn()} onReject={vi.fn()} onDecide={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText('Red sebebi: Lisansla uyuşmuyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kararı Kaydet' })).not.toBeInTheDocument();
  });
});
