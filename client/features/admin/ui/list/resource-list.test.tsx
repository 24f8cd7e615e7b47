import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../../test/render';
import { useToasts } from '../../../../lib/toast';
import { z } from '../../../../../shared/zod';
import type { FormResource } from '../../registry/form';
import type { ListResource } from '../../registry/list';
import { ResourceList } from './resource-list';

// The generic back-office list (docs/decisions/033-back-office-screens-from-definitions.md, 062): a
// definition's filter and sort go to the server and start again at page 1, the delete dialog keeps
// the server's refusal and closes with a toast when it succeeds, and a row's other irreversible
// step runs behind the same dialog; the forms a definition names (decision 035) add above the list
// and edit a row in place.

interface Thing {
  id: string;
  name: string;
}

const PANEL: Thing = { id: '10000000-0000-4000-8000-000000000001', name: 'Panel' };

const things: ListResource<Thing> = {
  path: '/things',
  title: 'Şeyler',
  singular: 'Şey',
  search: { label: 'Şeylerde ara' },
  filters: [{ name: 'kind', label: 'Tür', placeholder: 'Tüm türler', width: 'w-44', useOptions: () => ({ options: [{ value: 'a', label: 'A türü' }] }) }],
  sort: { column: 'name', dir: 'asc' },
  nameOf: (row) => row.name,
  columns: (column) => [column.accessor('name', { header: 'Ad', meta: { sortKey: 'name' } })],
  remove: { done: (row) => `${row.name} silindi` },
  messages: { loadFailed: 'Şeyler yüklenemedi', empty: 'Henüz şey yok.', deleteFailed: 'Şey silinemedi', deleteWarning: 'Şey kalıcı olarak silinecek.' },
};

const page = (items: Thing[], total = items.length) => jsonResponse({ items, total, capped: false, page: 1, page_size: 10 });

function Toasts() {
  return (
    <ul aria-label="Bildirimler">
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

afterEach(cleanupAfterTest);

const LIST = 'GET /api/admin/things?sort=name&dir=asc&page=1';

/** The API as `handlers` answer it; the mock, to read what was asked. */
function serve(handlers: Parameters<typeof fakeFetch>[0]) {
  const fetchMock = vi.fn(fakeFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ResourceList', () => {
  it('sends the filter and the sort to the server and starts again at page 1', async () => {
    const fetchMock = serve({
      [LIST]: () => page([PANEL], 25),
      'GET /api/admin/things?sort=name&dir=asc&page=2': () => page([{ id: '10000000-0000-4000-8000-000000000002', name: 'Evirici' }], 25),
      'GET /api/admin/things?kind=a&sort=name&dir=asc&page=1': () => page([PANEL]),
      'GET /api/admin/things?kind=a&sort=name&dir=desc&page=1': () => page([PANEL]),
    });
    renderWithApp(<ResourceList resource={things} />);
    expect(await screen.findByText('Panel')).toBeInTheDocument();
    expect(screen.getByText('Toplam 25 kayıt')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Evirici')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'a' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/things?kind=a&sort=name&dir=asc&page=1', expect.anything()));
    fireEvent.click(await screen.findByRole('button', { name: /^Ad/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/things?kind=a&sort=name&dir=desc&page=1', expect.anything()));
  });

  it('keeps the server refusal in the delete dialog, and closes it with a toast once the delete succeeds', async () => {
    let inUse = true;
    serve({
      [LIST]: () => page(inUse ? [PANEL] : []),
      [`DELETE /api/admin/things/${PANEL.id}`]: () =>
        inUse ? jsonResponse({ statusCode: 409, code: 'IN_USE', message: 'Bu şey 2 kayıtta kullanıldığı için silinemez' }, 409) : jsonResponse({ message: 'Silindi' }),
    });
    renderWithApp(
      <>
        <ResourceList resource={things} />
        <Toasts />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sil: Panel' }));
    const dialog = screen.getByRole('dialog', { name: 'Şey silinsin mi?' });
    expect(within(dialog).getByText('Şey kalıcı olarak silinecek.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    expect(await within(dialog).findByText('Bu şey 2 kayıtta kullanıldığı için silinemez')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    inUse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Bildirimler' })).getByText('Panel silindi')).toBeInTheDocument();
    expect(await screen.findByText('Henüz şey yok.')).toBeInTheDocument();
  });

  it('runs a row\'s other irreversible step behind the same dialog and toasts the answer', async () => {
    const end = vi.fn(async () => ({ message: 'Sonlandırıldı' }));
    serve({ [LIST]: () => page([PANEL]) });
    renderWithApp(
      <>
        <ResourceList
          resource={{ ...things, remove: false, actions: (row) => [{ label: 'Sonlandır', tone: 'danger', confirm: { title: 'Sonlandırılsın mı?', label: 'Sonlandır', body: row.name, run: end, failed: 'Sonlandırılamadı' } }] }}
        />
        <Toasts />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sonlandır: Panel' }));
    expect(screen.queryByRole('button', { name: 'Sil: Panel' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sonlandırılsın mı?' })).getByRole('button', { name: 'Sonlandır' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(end).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('list', { name: 'Bildirimler' })).getByText('Sonlandırıldı')).toBeInTheDocument();
  });

  it('adds through the form the definition names (started again, keeping what it carries over) and edits a row in place with only its fields', async () => {
    const thingForm: FormResource = {
      path: '/things',
      singular: 'Şey',
      schema: z.object({ kind: z.string(), name: z.string().trim().min(1) }),
      sections: [{ fields: [{ kind: 'select', name: 'kind', label: 'Çeşit', options: ['a', 'b'] }, { kind: 'text', name: 'name', label: 'Ad', wide: true }] }],
      messages: { loadFailed: 'Şey yüklenemedi', saveFailed: 'Şey kaydedilemedi' },
    };
    const fetchMock = serve({
      [LIST]: () => page([PANEL]),
      'POST /api/admin/things': () => jsonResponse({ message: 'Eklendi', id: '10000000-0000-4000-8000-000000000003' }),
      [`PUT /api/admin/things/${PANEL.id}`]: () => jsonResponse({ message: 'Şey kaydedildi' }),
    });
    const bodyOf = (method: string) => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body)) as Record<string, unknown>;
    renderWithApp(
      <>
        <ResourceList
          resource={{
            ...things,
            create: { form: thingForm, label: 'Yeni şey', toast: (values) => `${String(values.name)} eklendi`, keep: (values) => ({ kind: values.kind }) },
            inlineEdit: { label: 'Yeniden Adlandır', form: thingForm, only: ['name'], formLabel: (row) => `${row.name}: yeni ad` },
          }}
        />
        <Toasts />
      </>,
    );
    const add = await screen.findByRole('form', { name: 'Yeni şey' });
    fireEvent.change(within(add).getByLabelText('Çeşit'), { target: { value: 'b' } });
    fireEvent.change(within(add).getByLabelText('Ad'), { target: { value: 'Kablo' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Ekle' }));
    expect(await within(screen.getByRole('list', { name: 'Bildirimler' })).findByText('Kablo eklendi')).toBeInTheDocument();
    expect(bodyOf('POST')).toEqual({ kind: 'b', name: 'Kablo' });
    const again = screen.getByRole('form', { name: 'Yeni şey' });
    await waitFor(() => expect(within(again).getByLabelText('Ad')).toHaveValue(''));
    expect(within(again).getByLabelText('Çeşit')).toHaveValue('b');

    fireEvent.click(await screen.findByRole('button', { name: 'Yeniden Adlandır: Panel' }));
    const edit = screen.getByRole('form', { name: 'Panel: yeni ad' });
    expect(within(edit).queryByLabelText('Çeşit')).not.toBeInTheDocument();
    fireEvent.change(within(edit).getByLabelText('Ad'), { target: { value: 'Evirici' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    expect(await within(screen.getByRole('list', { name: 'Bildirimler' })).findByText('Şey kaydedildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Panel: yeni ad' })).not.toBeInTheDocument());
    expect(bodyOf('PUT')).toMatchObject({ name: 'Evirici' });
  });
});
