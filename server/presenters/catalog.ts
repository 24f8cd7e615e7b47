import type { CompanyListItem } from '../../shared/schemas/catalog';

type RawCompanyItem = Omit<CompanyListItem, 'is_locked'>;

/**
 * Premium masking (DESIGN.md rule 1): a company's website and LinkedIn reach only premium viewers,
 * and for a verified company only once the viewer has opened it. Withheld values are not sent at all.
 */
export function presentCompanyListItem(item: RawCompanyItem, viewer: { premium: boolean; opened: Set<string> }): CompanyListItem {
  const entitled = viewer.premium && (!item.is_verified || viewer.opened.has(item.id));
  return entitled ? { ...item, is_locked: false } : { ...item, website: null, linkedin: null, is_locked: true };
}
