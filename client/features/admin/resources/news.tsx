import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_NEWS_MESSAGES as M, truncateTitle, type AdminNewsRow } from '../../../../shared/schemas/admin/news';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import { adminPaths, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useToggleNews } from '../api/news-api';
import type { ListResource } from './resource';
import { ActiveToggle } from '../components/active-toggle';

// News (spec 3 §2.13): titles cut at 40 characters, each linking to its public page in a new tab,
// the tag, the publication time and the active switch.

const column = createColumnHelper<AdminNewsRow>();

function ActiveBadge({ row }: { row: AdminNewsRow }) {
  const toggle = useToggleNews();
  return <ActiveToggle active={row.is_active} name={row.title} disabled={toggle.isPending} onToggle={() => toggle.mutate(row.id, { onError: (e) => showToast(errorMessage(e) || M.updateFailed, 'error') })} />;
}

export const newsList: ListResource<AdminNewsRow> = {
  path: '/news',
  title: 'Akışlar',
  singular: 'Akış',
  search: { label: 'Akışlarda ara' },
  newLabel: 'Yeni Akış',
  newPath: adminPaths.newNews(),
  editPath: adminPaths.news,
  nameOf: (row) => row.title,
  columns: [
    column.accessor('title', {
      header: 'Başlık',
      cell: (info) => {
        const row = info.row.original;
        const shown = truncateTitle(row.title);
        return row.short_url ? (
          <a href={paths.newsArticle(row.short_url)} target="_blank" rel="noopener noreferrer" title={row.title} className="font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-amber-500 dark:text-white">
            {shown}
            <span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        ) : (
          <span title={row.title} className="font-medium text-slate-900 dark:text-white">
            {shown}
          </span>
        );
      },
    }),
    column.accessor('tag', {
      header: 'Etiket',
      cell: (info) => {
        const tag = info.getValue();
        return tag ? (
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS}`} style={tagChipStyle(tag.color)}>
            {tag.name}
          </span>
        ) : (
          '–'
        );
      },
    }),
    column.accessor('published_at', { header: 'Yayın', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    column.accessor('is_active', { header: 'Durum', cell: (info) => <ActiveBadge row={info.row.original} /> }),
  ] as ListResource<AdminNewsRow>['columns'],
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: 'Akış kalıcı olarak silinecek ve sayfası yayından kalkacak.' },
};
