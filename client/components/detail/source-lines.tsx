import { Link } from 'react-router';
import type { SourceRef } from '../../../shared/schemas/sources';
import { SOURCES_MESSAGES as M, lastVerified, sourceLine } from '../../../shared/sources-display';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';

// A record's sources, one line each (docs/product-rules.md#provenance, decision 041):
// "Kaynak: WRI Global Power Plant Database v1.3.0 · CC BY 4.0 · 2019" (the data's own year, decision 054), linked to the source's own page
// where it has one, else to its entry on the sources page. A generated source carries the "Örnek
// veri" mark, so it never reads as an official figure.

const LINK = 'rounded underline decoration-slate-300 underline-offset-2 hover:text-amber-700 hover:decoration-amber-500 dark:decoration-slate-600 dark:hover:text-amber-300';

/** The id of a source's entry on the sources page. */
export const sourceAnchor = (id: string) => `kaynak-${id}`;

/** An admin entry's publication (decision 052): a link when the admin gave an address, else the text. */
function EntryNote({ note }: { note: string }) {
  const address = /^https?:\/\/\S+$/i.test(note) ? note : null;
  return (
    <span>
      {M.entryNote}:{' '}
      {address ? (
        <a href={address} target="_blank" rel="noopener noreferrer nofollow" className={`${LINK} break-all`}>
          {address}
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      ) : (
        note
      )}
    </span>
  );
}

function SourceLine({ source }: { source: SourceRef }) {
  const line = sourceLine(source);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
          {line}
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      ) : (
        <Link to={`${paths.dataSources()}#${sourceAnchor(source.id)}`} className={LINK}>
          {line}
        </Link>
      )}
      {source.note && <EntryNote note={source.note} />}
      {source.is_generated && (
        <span
          title={M.generatedNote}
          className="inline-flex items-center rounded-full border border-dashed border-slate-400 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-slate-700 dark:border-slate-500 dark:text-slate-300"
        >
          {M.generated}
          <span className="sr-only">: {M.generatedNote}</span>
        </span>
      )}
      {source.citations.length > 0 && (
        // The record's own pages within a compilation: each row names its publisher (decision 054).
        <span className="basis-full pl-3">
          {M.citedPages}:{' '}
          {source.citations.map((page, i) => (
            <span key={page.url}>
              {i > 0 && ', '}
              <a href={page.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                {page.publisher}
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * The sources of what is shown, and a link to every source with its licence. With none, `empty` is
 * said when given, otherwise nothing is shown. A record's detail (`record`) also says its "Son
 * doğrulama": the newest data date among its sources.
 */
export function SourceLines({
  sources,
  empty,
  label = 'Kaynaklar',
  className = '',
  record = false,
}: {
  sources: readonly SourceRef[];
  empty?: string;
  label?: string;
  className?: string;
  record?: boolean;
}) {
  if (sources.length === 0 && !empty) return null;
  const newest = record ? lastVerified(sources) : null;
  return (
    <div className={`text-xs leading-relaxed text-slate-600 dark:text-slate-400 ${className}`}>
      {sources.length > 0 ? (
        <ul aria-label={label} className="space-y-1">
          {sources.map((source) => (
            <SourceLine key={source.id} source={source} />
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
      {newest && (
        <p className="mt-1.5">
          {M.lastVerified}: {formatDate(newest)}
        </p>
      )}
      <p className="mt-1.5">
        <Link to={paths.dataSources()} className={LINK}>
          {M.allSourcesLink}
        </Link>
      </p>
    </div>
  );
}
