import { useState } from 'react';
import { DEFAULT_TAG_COLOR } from '../../../../shared/constants';
import { NEWS_TAG_MESSAGES as M, newsTagFormSchema, type NewsTagRow } from '../../../../shared/schemas/admin/news-tags';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import { useSaveAdminRecord } from '../../../features/admin/api/admin-resource-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ColorField } from '../../../features/admin/components/form-parts';
import { ResourceList } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

const PATH = '/news-tags';

/** A tag as readers see it: its colour on a 20 % background (spec 3 §2.14), the text shaded to stay readable. */
function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS}`} style={tagChipStyle(color)}>
      {name || 'Önizleme'}
    </span>
  );
}

const tagList: ListResource<NewsTagRow> = {
  path: PATH,
  title: 'Akış etiketleri',
  singular: 'Etiket',
  paged: false,
  layout: {
    kind: 'list',
    item: (tag, { actions }) => (
      <>
        <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
          {tag.name}
          {/* Its own line: beside the name on a phone, the colour code ran under the chip. */}
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            {tag.color} · {tag.news_count} akış
          </span>
        </span>
        <span className="shrink-0">
          <TagChip name={tag.name} color={tag.color} />
        </span>
        {actions}
      </>
    ),
  },
  inlineEdit: { label: 'Düzenle', editor: EditRow },
  nameOf: (row) => row.name,
  remove: {
    title: 'Etiket silinsin mi?',
    confirmLabel: 'Sil',
    body: (tag) => (
      <p>
        <TagChip name={tag.name} color={tag.color} /> etiketi silinecek. Akışlarda kullanılan bir etiket silinmez.
      </p>
    ),
    done: (tag) => `${tag.name} silindi`,
  },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: '' },
};

/** /admin/news-tags (spec 3 §2.14): add with a live preview, edit in place, delete unless used. */
export default function AdminNewsTagsPage() {
  const create = useSaveAdminRecord(PATH, undefined);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_TAG_COLOR);
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const parsed = newsTagFormSchema.safeParse({ name, color });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast(`${parsed.data.name} eklendi`);
        setName('');
        setError(null);
      },
      onError: (e) => setError(errorMessage(e) || M.createFailed),
    });
  };

  return (
    <AdminPage title="Akış Etiketleri" description="Akışlarda kullanılan etiketler ve renkleri.">
      <form
        noValidate
        aria-label="Yeni etiket"
        className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && !create.isPending) add();
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <TextField label="Etiket adı" value={name} onValueChange={setName} maxLength={60} />
        </div>
        <ColorField id="new-tag-color" label="Renk" value={color} onChange={setColor} />
        <div className="pb-3">
          <TagChip name={name.trim()} color={color} />
        </div>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={!name.trim() || create.isPending}>
          Ekle
        </button>
      </form>
      {error && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-6">
        <ResourceList resource={tagList} />
      </div>
    </AdminPage>
  );
}

function EditRow({ row, onDone }: { row: NewsTagRow; onDone: () => void }) {
  const save = useSaveAdminRecord(PATH, row.id);
  const [tag, setTag] = useState(row);
  return (
    <form
      noValidate
      className="flex w-full flex-wrap items-end gap-3"
      aria-label={`${row.name} düzenleniyor`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!tag.name.trim() || save.isPending) return;
        save.mutate({ name: tag.name, color: tag.color }, { onSuccess: onDone });
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <TextField label="Etiket adı" value={tag.name} onValueChange={(name) => setTag({ ...tag, name })} maxLength={60} />
      </div>
      <ColorField id={`tag-color-${tag.id}`} label="Renk" value={tag.color} onChange={(color) => setTag({ ...tag, color })} />
      <div className="pb-3">
        <TagChip name={tag.name} color={tag.color} />
      </div>
      <button type="submit" className={buttonClass('primary', 'md')} disabled={!tag.name.trim() || save.isPending}>
        Kaydet
      </button>
      <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
        Vazgeç
      </button>
      {save.error && <Alert className="w-full">{errorMessage(save.error) || M.updateFailed}</Alert>}
    </form>
  );
}
