import type { z } from 'zod';
import { newsListQuerySchema, newsListSchema } from '../../shared/schemas/news';
import { requirePremium } from '../policies/premium-policy';
import { presentNewsList } from '../presenters/lists';
import { newsPage, type NewsListParams } from '../services/news/news-queries';
import { defineList, OPEN } from './list-definition';

// The news lists (docs/product-rules.md#news): the public blog (items with a page of their own) and the
// premium feed (everything). They filter by search and tag, in the order of publication, and cost
// nothing; their filters are the query's (services/news/news-queries.ts, listWhere). Not held in
// memory: news is written by super admins, whose writes make no record event.

type Query = z.output<typeof newsListQuerySchema>;

export const blogList = defineList({
  name: 'news',
  path: '/news',
  summary: 'Blog listesi',
  tags: ['news'],
  query: newsListQuerySchema,
  response: newsListSchema,
  defaults: {},
  params: (q: Query): NewsListParams => ({ ...q, blogOnly: true }),
  access: OPEN,
  page: { read: (db, params) => newsPage(db, params) },
  present: (page, _viewer, params) => presentNewsList(page, params),
});

export const newsFeedList = defineList({
  ...blogList,
  name: 'news-feed',
  path: '/news-feed',
  summary: 'Premium haber akışı',
  params: (q: Query): NewsListParams => ({ ...q, blogOnly: false }),
  // The feed is premium only: 401 for visitors, 403 for members.
  access: (request) => {
    requirePremium(request, 'news_feed');
    return [];
  },
});
