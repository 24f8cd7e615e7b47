import { IMPORT_KIND_LABELS, IMPORT_MESSAGES, type ImportSummary } from '../../../../shared/schemas/imports';
import { formatInteger } from '../../../lib/format';
import { useImportStep } from '../../../features/admin/api/imports-api';
import { ListPage } from '../../../features/admin/components/resource-list';
import { importList } from '../../../features/admin/resources/imports';
import type { RowAction } from '../../../features/admin/resources/resource';

const REVERT_FAILED = 'İçe aktarma geri alınırken bir hata oluştu';

/** What a revert undoes, in the words of the confirmation. */
function RevertBody({ row }: { row: ImportSummary }) {
  const { create, update } = row.counts;
  return (
    <>
      <p className="font-semibold break-words text-slate-900 dark:text-white">
        {row.file_name} · {IMPORT_KIND_LABELS[row.kind]}
        {row.source ? ` · ${row.source.name}` : ''}
      </p>
      <p className="mt-2">Bu içe aktarmanın yaptığı her değişiklik geri alınacak:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {create > 0 && <li>{formatInteger(create)} eklenen kayıt silinecek.</li>}
        {update > 0 && <li>{formatInteger(update)} güncellenen kayıt önceki değerlerine dönecek.</li>}
      </ul>
      <p className="mt-2">Değişmeyen ve hatalı satırlar etkilenmez. Kayıtlar bu içe aktarmadan sonra değiştiyse geri alma reddedilir.</p>
    </>
  );
}

/** /admin/imports (decision 039): the history of imports, and the revert of one. */
export default function AdminImportsPage() {
  const revert = useImportStep('revert');
  const actions = (row: ImportSummary): RowAction[] =>
    row.status === 'committed'
      ? [
          {
            label: 'Geri Al',
            tone: 'danger',
            confirm: {
              title: 'İçe aktarma geri alınsın mı?',
              label: 'Geri Al',
              body: <RevertBody row={row} />,
              run: async () => {
                await revert.mutateAsync(row.id);
                return {};
              },
              failed: REVERT_FAILED,
              done: () => IMPORT_MESSAGES.reverted,
            },
          },
        ]
      : [];
  const description = 'Her içe aktarma: kim, ne zaman, hangi dosya ve kaynak, ne yaptı. Kaydedilmiş bir içe aktarma geri alınabilir.';
  return <ListPage title="Aktarım Geçmişi" description={description} resource={importList} rowActions={actions} />;
}
