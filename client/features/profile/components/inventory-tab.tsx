import { useState } from 'react';
import type { Inventory } from '../../../../shared/schemas/me';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { BuildingIcon, DatabaseIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { useInventory } from '../api/get-inventory';
import { ShowMoreButton } from '../../../components/list/show-more-button';

/** Items per list on a phone before "Tümünü göster" (docs/product-rules.md#profile). */
export const MOBILE_INVENTORY_PREVIEW = 5;

export type InventoryKind = 'project' | 'company';

interface InventoryTabProps {
  /** Opens the item's detail; an opened item is shown in full again at no charge. */
  onOpen: (kind: InventoryKind, id: string) => void;
}

/** The inventory tab (docs/product-rules.md#profile): the projects and companies the member opened, newest first. */
export function InventoryTab({ onOpen }: InventoryTabProps) {
  const inventory = useInventory();
  if (inventory.isPending) {
    return (
      <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (inventory.isError) {
    return <DataError message="Envanter yüklenirken bir hata oluştu" onRetry={() => void inventory.refetch()} retrying={inventory.isFetching} />;
  }
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
      <InventoryList title="Açtığım Projeler" kind="project" items={inventory.data.projects} empty="Henüz açtığınız bir proje yok" onOpen={onOpen} />
      <InventoryList title="Açtığım Firmalar" kind="company" items={inventory.data.companies} empty="Henüz açtığınız bir firma yok" onOpen={onOpen} />
    </div>
  );
}

interface InventoryListProps extends InventoryTabProps {
  title: string;
  kind: InventoryKind;
  items: Inventory['projects'];
  empty: string;
}

function InventoryList({ title, kind, items, empty, onOpen }: InventoryListProps) {
  const phone = useMediaQuery(BELOW_MD);
  const [expanded, setExpanded] = useState(false);
  const shown = phone && !expanded ? items.slice(0, MOBILE_INVENTORY_PREVIEW) : items;
  const Icon = kind === 'project' ? DatabaseIcon : BuildingIcon;
  const headingId = `inventory-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <DataEmpty message={empty} icon={Icon} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {shown.map((item) => (
              <li key={item.entry_id}>
                {item.id === null ? (
                  <RemovedItem name={item.name} paid={item.paid} openedAt={item.opened_at} Icon={Icon} />
                ) : (
                  <button
                    type="button"
                    onClick={() => onOpen(kind, item.id!)}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
                  >
                    <Icon className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900 dark:text-white">{item.name}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Açıldı: {formatDateTime(item.opened_at)}</span>
                    </span>
                    {item.is_verified && (
                      <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                        Doğrulanmış
                      </span>
                    )}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {phone && items.length > MOBILE_INVENTORY_PREVIEW && <ShowMoreButton expanded={expanded} total={items.length} onToggle={() => setExpanded((value) => !value)} />}
        </>
      )}
    </section>
  );
}

/** An item deleted from the catalogue since it was opened: still listed, with what was paid, no longer openable. */
function RemovedItem({ name, paid, openedAt, Icon }: { name: string; paid: number; openedAt: string; Icon: typeof DatabaseIcon }) {
  return (
    <div className="flex w-full items-center gap-3 px-4 py-3">
      <Icon className="size-5 shrink-0 text-slate-400 dark:text-slate-500" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-600 line-through decoration-slate-400 dark:text-slate-400">{name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          Açıldı: {formatDateTime(openedAt)} · {paid > 0 ? `${formatNumber(paid, 0)} Bakiye ödendi` : 'Ücretsiz açıldı'}
        </span>
      </span>
      <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">Kaldırıldı</span>
    </div>
  );
}
