import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentIcon, ExternalIcon } from '../../../components/ui/icons';
import { useContracts } from '../api/get-contracts';
import { useCookiePolicy } from '../api/get-cookie-policy';

interface DocumentLink {
  key: string;
  title: string;
  url: string;
}

function DocumentList({ items }: { items: DocumentLink[] }) {
  return (
    <ul className="grid gap-2.5">
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group inline-flex items-start gap-2 rounded hover:text-amber-300"
          >
            <DocumentIcon className="mt-0.5 size-4 shrink-0 text-slate-500 group-hover:text-amber-300" />
            <span>
              {item.title}
              <span className="sr-only"> (PDF, yeni sekmede açılır)</span>
            </span>
            <ExternalIcon className="mt-1 size-3 shrink-0 opacity-0 transition-opacity group-hover:opacity-100" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Active contracts plus the latest active cookie policy; each opens its PDF in a new tab. */
export function FooterContracts() {
  const contracts = useContracts();
  const cookiePolicy = useCookiePolicy();

  if (contracts.isPending || cookiePolicy.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Sözleşmeler yükleniyor…</span>
        <Skeleton tone="inverse" className="h-4 w-4/5" />
        <Skeleton tone="inverse" className="h-4 w-3/5" />
        <Skeleton tone="inverse" className="h-4 w-2/3" />
      </div>
    );
  }

  // The contracts are the essential part; a failing cookie-policy call alone just omits that link.
  if (contracts.isError) {
    return (
      <p role="alert" className="text-red-300">
        Sözleşmeler yüklenirken bir hata oluştu
      </p>
    );
  }

  const items: DocumentLink[] = contracts.data.items.map((c) => ({ key: c.id, title: c.title, url: c.file_url }));
  const policy = cookiePolicy.data?.policy;
  if (policy) items.push({ key: policy.id, title: policy.title, url: policy.file_url });

  if (items.length === 0) {
    return <p className="text-slate-400">Henüz sözleşme eklenmemiş</p>;
  }
  return <DocumentList items={items} />;
}
