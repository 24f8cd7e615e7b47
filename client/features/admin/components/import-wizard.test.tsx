import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportPreviewStatus } from '../../../../shared/schemas/imports';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { ImportWizard } from './import-wizard';

// The importer's wizard (decision 039) around its server: what it sends with the file (kind, source,
// the client's id, a changed mapping), that a required field left unmapped stops it before the
// server is asked again, that a file with nothing to write offers nothing to save, and that the
// preview job's status is polled: its stage and rows shown, its failure told in Turkish.

afterEach(cleanupAfterTest);

const SOURCE = { id: '30000000-0000-4000-8000-000000000001', key: 'derleme', name: 'Derleme', licence: 'CC BY 4.0', is_generated: false };

function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: '30000000-0000-4000-8000-0000000000aa',
    kind: 'projects',
    status: 'previewed',
    file_name: 'liste.csv',
    source_id: SOURCE.id,
    counts: { create: 2, update: 0, unchanged: 0, duplicate: 0, error: 0 },
    headers: ['Tesis Adı', 'İl', 'Sahibi'],
    mapping: { project_name: 'Tesis Adı', city: 'İl', investor: 'Sahibi' },
    missing: [],
    columns: [
      { header: 'Tesis Adı', field: 'project_name', empty: false },
      { header: 'İl', field: 'city', empty: false },
      { header: 'Sahibi', field: 'investor', empty: false },
    ],
    unmapped: [],
    rows: [],
    errors: [],
    errors_total: 0,
    ...overrides,
  };
}

type JobStatus = Omit<ImportPreviewStatus, 'id'>;

/**
 * The server as the wizard sees it: each upload (XMLHttpRequest) is recorded and answered 202 with
 * its job; the job's status URL (fetch) answers `statuses(body)` in turn, the last one repeated.
 */
function fakeServer(statuses: (body: FormData) => JobStatus[], more: Parameters<typeof fakeFetch>[0] = {}) {
  const sent: FormData[] = [];
  const jobs = new Map<string, JobStatus[]>();
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
      const id = String(body.get('id'));
      jobs.set(`/api/admin/imports/${id}/preview`, statuses(body));
      queueMicrotask(() => {
        this.status = 202;
        this.responseText = JSON.stringify({ id, status_url: `/api/admin/imports/${id}/preview` });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const sources = fakeFetch({ 'GET /api/admin/sources/options': () => jsonResponse({ items: [SOURCE] }), ...more });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const queue = jobs.get(url);
      if (!queue) return sources(input, init);
      const status = queue.length > 1 ? queue.shift()! : queue[0]!;
      return jsonResponse({ id: url.split('/')[4], ...status });
    }),
  );
  return sent;
}

const ready = (p: ImportPreview): JobStatus => ({ state: 'ready', progress: { done: 2, total: 2 }, error: null, preview: p });

/** Uploads answered by `answer`'s preview, ready at the first status. */
function fakeUploads(answer: (body: FormData) => ImportPreview, more: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeServer((body) => [ready(answer(body))], more);
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

describe('ImportWizard', () => {
  it('sends the kind, the source and its own id with the file, then sends a changed mapping with the file again', async () => {
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
    fakeUploads(() => preview({ counts: { create: 0, update: 0, unchanged: 2, duplicate: 0, error: 0 } }));
    renderWithApp(<ImportWizard />);
    await toMapping();
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('heading', { name: '4. Önizleme' });
    expect(screen.getByText('Değişecek bir şey yok: dosyadaki satırların tümü kayıtlarla aynı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Kaydet/ })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Satırları süz' })).getByRole('button', { name: 'Değişiklik yok 2' })).toBeInTheDocument();
  });

  it('asks a decision for each column nothing reads: the preview waits for one, the save sends the columns left out', async () => {
    // "Not" holds data and no field reads it; "Boş" holds none and needs no decision.
    const withNote = preview({
      headers: ['Tesis Adı', 'İl', 'Sahibi', 'Not', 'Boş'],
      columns: [...preview().columns, { header: 'Not', field: null, empty: false }, { header: 'Boş', field: null, empty: true }],
      unmapped: ['Not'],
    });
    const commits: unknown[] = [];
    fakeUploads(() => withNote, {
      [`POST /api/admin/imports/${withNote.id}/commit`]: (_url, init) => {
        commits.push(JSON.parse(String(init?.body)));
        return jsonResponse({ id: withNote.id, status: 'committed' });
      },
    });
    renderWithApp(<ImportWizard />);
    await toMapping();
    expect(screen.getByText(/^Boş sütunlar/).parentElement).toHaveTextContent('Boş sütunlar (içe aktarılmayacak): Boş');
    const note = screen.getByRole('combobox', { name: '“Not” sütunu' });
    expect(note).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Dosyadaki şu sütunlar için karar verin (bir alana eşleştirin ya da “İçe aktarma” seçin): Not');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: '3. Sütunlar' })).toBeInTheDocument();

    fireEvent.change(note, { target: { value: '__ignore__' } });
    expect(note).toHaveAccessibleDescription('içe aktarılmayacak');
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('heading', { name: '4. Önizleme' });
    expect(screen.getByText('İçe aktarılmayacak sütunlar:').parentElement).toHaveTextContent('İçe aktarılmayacak sütunlar: Not');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet (2 yeni, 0 güncelleme)' }));
    await waitFor(() => expect(commits).toEqual([{ ignore_columns: ['Not'] }]));
  });

  it('keeps the save off, and says why, while the preview has a column nobody decided on', async () => {
    // Mapped on the columns step, then that field unmapped after the preview: the screen's decision is gone.
    const withNote = preview({ columns: [...preview().columns, { header: 'Not', field: null, empty: false }], unmapped: ['Not'], headers: ['Tesis Adı', 'İl', 'Sahibi', 'Not'] });
    fakeUploads((body) => (body.get('mapping') ? withNote : preview({ columns: withNote.columns, headers: withNote.headers, mapping: { ...preview().mapping, contractor: 'Not' } })));
    renderWithApp(<ImportWizard />);
    await toMapping();
    // "Not" was read as the contractor; the admin takes that back and chooses the investor's column for nothing else.
    fireEvent.change(screen.getByRole('combobox', { name: 'EPC / yüklenici' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: '“Not” sütunu' }), { target: { value: '__ignore__' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('heading', { name: '4. Önizleme' });
    expect(screen.getByRole('button', { name: /^Kaydet/ })).toBeEnabled();
    // Back to the columns, the decision undone: the preview's save waits for it again.
    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    fireEvent.change(screen.getByRole('combobox', { name: '“Not” sütunu' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not');
  });

  it('polls the preview job: shows its stage and the rows checked, then the columns when it is ready', async () => {
    fakeServer(() => [{ state: 'checking', progress: { done: 1200, total: 35000 }, error: null, preview: null }, ready(preview())]);
    renderWithApp(<ImportWizard />);
    fireEvent.change(screen.getByLabelText(/^Veri türü/), { target: { value: 'projects' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fireEvent.change(screen.getByLabelText('Dosya Seç'), { target: { files: [new File(['Tesis Adı;İl\nA;Konya\n'], 'liste.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' }));
    expect(await screen.findByText('1.200 / 35.000 satır denetlendi')).toBeInTheDocument();
    expect(screen.getByText('Satırlar denetleniyor')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3. Sütunlar' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('tells the reason of a failed preview in Turkish and stays at the file', async () => {
    fakeServer(() => [{ state: 'failed', progress: { done: 0, total: 0 }, error: '3. satırda okunamayan karakter var.', preview: null }]);
    renderWithApp(<ImportWizard />);
    fireEvent.change(screen.getByLabelText(/^Veri türü/), { target: { value: 'projects' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fireEvent.change(screen.getByLabelText('Dosya Seç'), { target: { files: [new File(['x'], 'liste.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('3. satırda okunamayan karakter var.');
    expect(screen.getByRole('heading', { name: '2. Dosya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' })).toBeEnabled();
  });
});
