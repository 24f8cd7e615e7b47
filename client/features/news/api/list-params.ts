/** What a news list (blog or feed) is asked for; empty values are left out of the URL. */
export interface NewsListParams {
  search: string;
  tagId: string;
  page: number;
}

export const NEWS_LIST_DEFAULTS: NewsListParams = { search: '', tagId: '', page: 1 };

/** "?search=ges&tag_id=…&page=2" (page 1 and empty values omitted), or "". */
export function newsListQuery({ search, tagId, page }: NewsListParams): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (tagId) query.set('tag_id', tagId);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
