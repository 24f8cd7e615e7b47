import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORRECTION_MESSAGES } from '../../../../shared/schemas/corrections';
import type { CorrectionForm } from '../../../../shared/schemas/corrections';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { CorrectionModal, sourceOf } from './correction-modal';

// The representative's correction form (docs/decisions/070-field-corrections-and-change-log.md).

const ID = '00000000-0000-4000-8000-000000000070';
const FORM: CorrectionForm = {
  kind: 'projects',
  id: ID,
  name: 'Karapınar GES',
  company: { id: '00000000-0000-4000-8000-000000000071', name: 'Güneş EPC' },
  fields: ['project_name', 'dc_power', 'dc_power_unit', 'ac_power', 'ac_power_unit'],
  values: { project_name: 'Karapınar GES', dc_power: 9.1, dc_power_unit: 'MWp', ac_power: 8, ac_power_unit: 'MWe' },
  locked: [],
};

afterEach(cleanupAfterTest);

function setup() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      routeFetch({
        'GET /api/reference': () => jsonResponse(REFERENCE),
        [`POST /api/corrections/projects/${ID}`]: (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse({ id: ID, message: CORRECTION_MESSAGES.success, fields: ['dc_power'] }, 201);
        },
      }),
    ),
  );
  renderWithApp(<CorrectionModal form={FORM} onClose={vi.fn()} />);
  return { sent };
}

describe('correction sources', () => {
  it('needs a kind, and a valid http(s) address for a web page', () => {
    expect(sourceOf(undefined).error).toBe(CORRECTION_MESSAGES.sourceRequired);
    expect(sourceOf({ kind: 'url', url: 'javascript:alert(1)' }).error).toBe(CORRECTION_MESSAGES.urlInvalid);
    expect(sourceOf({ kind: 'url', url: ' https://firma.com.tr/basin ' }).source).toEqual({ kind: 'url', url: 'https://firma.com.tr/basin' });
    expect(sourceOf({ kind: 'document', url: '' }).error).toBe(CORRECTION_MESSAGES.documentMissing);
    expect(sourceOf({ kind: 'statement', url: '' }).source).toEqual({ kind: 'statement' });
  });
});

describe('CorrectionModal', () => {
  it('shows the current values, asks a source only for a changed field, refuses nothing changed, and sends only the change with its source', async () => {
    const { sent } = setup();
    expect(screen.getByLabelText(/DC güç$/)).toHaveValue('9.1');
    expect(screen.queryByLabelText('Kaynak')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Düzeltmeyi Gönder' }));
    expect(await screen.findByText(CORRECTION_MESSAGES.nothingChanged)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/DC güç$/), { target: { value: '10,5' } });
    expect(screen.getAllByLabelText('Kaynak')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Düzeltmeyi Gönder' }));
    expect(await screen.findByText(CORRECTION_MESSAGES.sourceRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Kaynak'), { target: { value: 'url' } });
    fireEvent.change(screen.getByLabelText('Kaynağın web adresi'), { target: { value: 'https://firma.com.tr/basin/karapinar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Düzeltmeyi Gönder' }));
    expect(await screen.findByText(CORRECTION_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ values: { dc_power: 10.5 }, sources: { dc_power: { kind: 'url', url: 'https://firma.com.tr/basin/karapinar' } } }]));
  });
});
