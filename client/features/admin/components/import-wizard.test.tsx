import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { ImportWizard } from './import-wizard';

// The importer's wizard (issue 43) around its server: what it sends with the file (kind, source,
// the client's id, a changed mapping), that a required field left unmapped stops it before the
// server is asked again, and that a file with nothing to write offers nothing to save.

afterEach(cleanupAfterTest);

const SOURCE = { id: '30000000-0000-4000-8000-000000000001', key: 'derleme', name: 'Derleme', is_generated: false };

function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: '30000000-0000-4000-8000-0000000000aa',
    kind: 'projects',
    status: 'previewed',
    file_name: 'liste.csv',
    source_id: SOURCE.id,
    counts: { create: 2, update: 0, unchanged: 0, error: 0 },
    headers: ['Tesis Adı', 'İl', 'Sahibi'],
    mapping: { project_name: 'Tesis Adı', city: 'İl', investor: 'Sahibi' },
    missing: [],
    rows: [],
    errors: [],
    errors_total: 0,
    ...overrides,
  };
}

/** XMLHttpRequest as the upload sees it: each send is recorded and answered by `answer`. */
function fakeUploads(answer: (body: FormData) => ImportPreview) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
      queueMicrotask(() => {
        this.status = 201;
        this.responseText = JSON.stringify(answer(body));
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function toMapping(file = new File(['Tesis Adı;İl;Sahibi\nA;Konya;B\n'], 'liste.csv', { type: 'text/csv' })) {
  fireEvent.change(screen.getByLabelText(/^Veri türü/), { target: { value: 'projects' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Derleme' })).toBeInTheDocument());
  fireEvent.change(screen.getByLabelText(/^Kaynak/), { target: { value: SOURCE.id } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(screen.getByLabelText('Dosya Seç'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' }));
  await screen.findByRole('heading', { name: '3. Sütunlar' });
}

function serveSources() {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/admin/imports/sources': () => jsonResponse({ items: [SOURCE] }) })));
}

describe('ImportWizard', () => {
  it('sends the kind, the source and its own id with the file, then sends a changed mapping with the file again', async () => {
    serveSources();
    const sent = fakeUploads((body) => (body.get('mapping') ? preview({ id: '30000000-0000-4000-8000-0000000000bb', mapping: JSON.parse(String(body.get('mapping'))) }) : preview()));
    renderWithApp(<ImportWizard />);
    await toMapping();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('kind')).toBe('projects');
    expect(sent[0]!.get('source_id')).toBe(SOURCE.id);
    expect(String(sent[0]!.get('id'))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]!.get('mapping')).toBeNull();
    expect((sent[0]!.get('file') as File).name).toBe('liste.csv');

    // "Sahibi" is the contractor, not the investor.
    fireEvent.change(screen.getByRole('combobox', { name: 'Yatırımcı' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'EPC / yüklenici' }), { target: { value: 'Sahibi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('heading', { name: '4. Önizleme' });
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1]!.get('mapping')))).toEqual({ project_name: 'Tesis Adı', city: 'İl', contractor: 'Sahibi' });
    expect(sent[1]!.get('id')).not.toBe(sent[0]!.get('id'));
  });

  it('goes on to the preview without asking again when the mapping is unchanged, and stops at a required field left unmapped', async () => {
    serveSources();
    const sent = fakeUploads(() => preview());
    renderWithApp(<ImportWizard />);
    await toMapping();

    fireEvent.change(screen.getByRole('combobox', { name: 'Proje adı' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Zorunlu alanlar için bir sütun seçin: Proje adı');
    expect(screen.getByRole('heading', { name: '3. Sütunlar' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Proje adı' }), { target: { value: 'Tesis Adı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findByRole('heading', { name: '4. Önizleme' })).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Kaydet (2 yeni, 0 güncelleme)' })).toBeEnabled();
  });

  it('offers nothing to save when every row is already stored', async () => {
    serveSources();
    fakeUploads(() => preview({ counts: { create: 0, update: 0, unchanged: 2, error: 0 } }));
    renderWithApp(<ImportWizard />);
    await toMapping();
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('heading', { name: '4. Önizleme' });
    expect(screen.getByText('Değişecek bir şey yok: dosyadaki satırların tümü kayıtlarla aynı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Kaydet/ })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Satırları süz' })).getByRole('button', { name: 'Değişiklik yok 2' })).toBeInTheDocument();
  });
});
