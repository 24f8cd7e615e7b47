import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API operation the app serves ("GET /api/projects"), as routes were added. */
    apiRoutes: ReadonlySet<string>;
  }
}
import type { PremiumOnlyFeature } from './premium-policy';
import { requireSuperAdmin, requireUser } from './auth-policy';

// Who may call each API operation (decision 008; docs/reliability.md#authorisation-matrix). Every /api route
// must be listed here — the app refuses to start with an unlisted one, so a new route cannot ship
// unclassified — and `route-access.test.ts` calls every operation as a visitor, a free member, a trial
// member, a premium member and a super admin and checks the outcome against this table.
//
// - public:   anyone (tier-dependent answers, e.g. list pages and masked details, are the route's own)
// - provider: no session; the payment provider proves itself (token fetched back, signed webhook)
// - member:   signed in (visitors 401), enforced here before validation
// - premium:  premium or running trial (visitors 401, members 403), enforced by the route with its
//             feature's Turkish text
// - admin:    super admin (visitors 401, others 403), enforced here and by the /api/admin guard

export type RouteAccess =
  | { access: 'public' | 'provider' | 'member' | 'admin' }
  | { access: 'premium'; feature: PremiumOnlyFeature | 'details' | 'references' };

const pub = { access: 'public' } as const;
const member = { access: 'member' } as const;
const admin = { access: 'admin' } as const;
const premium = (feature: PremiumOnlyFeature | 'details' | 'references') => ({ access: 'premium', feature }) as const;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': pub,
  'GET /api/health/ready': pub,
  'GET /api/health/live': pub,
  'GET /api/site': pub,
  'GET /api/reference': pub,
  'GET /api/reference/districts': pub,
  'GET /api/sources': pub,
  'GET /api/sources/openstreetmap-stations.csv': pub,
  'GET /api/sources/openstreetmap-stations.geojson': pub,
  'GET /api/token-costs': pub,
  'GET /api/announcements': pub,
  'GET /api/legal/contracts': pub,
  'GET /api/legal/cookie-policy': pub,
  'GET /api/realtime': pub,

  'GET /api/auth/session': pub,
  'POST /api/auth/register': pub,
  'POST /api/auth/resend-verification': pub,
  'POST /api/auth/verify-email': pub,
  'POST /api/auth/verify-email/check': pub,
  'POST /api/auth/login': pub,
  'POST /api/auth/admin-login': pub,
  'POST /api/auth/logout': pub,
  'POST /api/auth/forgot-password': pub,
  'POST /api/auth/reset-password': pub,
  'POST /api/auth/reset-password/check': pub,
  'POST /api/auth/change-password': member,

  'GET /api/projects': pub,
  'POST /api/projects/list': pub,
  'GET /api/projects/:id': pub,
  'POST /api/projects/:id/open': premium('details'),
  'GET /api/companies': pub,
  'POST /api/companies/list': pub,
  'GET /api/companies/:id': pub,
  'POST /api/companies/:id/open': premium('details'),
  'GET /api/companies/:id/references': premium('references'),
  'POST /api/suggestions/projects/:id': member,
  'POST /api/suggestions/companies/:id': member,
  'GET /api/projects/:id/change-log': pub,
  'GET /api/companies/:id/change-log': pub,
  // A representative's corrections (decision 070): members; the record's company is checked by the route (403).
  'GET /api/corrections/mine': member,
  'GET /api/corrections/projects/:id': member,
  'POST /api/corrections/projects/:id': member,
  'GET /api/corrections/companies/:id': member,
  'POST /api/corrections/companies/:id': member,
  'POST /api/corrections/companies/:id/documents': member,
  // Claiming a company (docs/decisions/069-company-claims-and-representatives.md); a dashboard is its representatives' only (403 otherwise).
  'GET /api/companies/:id/my-claim': member,
  'POST /api/companies/:id/claims/domain': member,
  'POST /api/companies/:id/claims/document': member,
  'POST /api/company-claims/verify': member,
  'GET /api/me/company-claims': member,
  'GET /api/me/represented-companies': member,
  'GET /api/me/represented-companies/:id/dashboard': member,

  'GET /api/me/contracts/pending': member,
  'POST /api/me/contracts/accept': member,
  'GET /api/me/balance': member,
  'GET /api/me/inventory': member,
  'GET /api/me/companies': member,
  'GET /api/me/companies/:id/projects': member,
  'GET /api/me/submissions': member,
  'POST /api/me/submissions/companies': member,
  'POST /api/me/submissions/projects': member,
  'GET /api/companies/options': member,
  'GET /api/me/billing-infos': member,
  'POST /api/me/billing-infos': member,
  'PUT /api/me/billing-infos/:id': member,
  'DELETE /api/me/billing-infos/:id': member,
  'POST /api/me/billing-infos/:id/default': member,
  // A lapsed member still sees and revokes their keys; only premium creates one (docs/product-rules.md#api-keys).
  // Paid exports (decision 045): a member's own; the list's access rule decides which filter sets.
  'POST /api/exports/quote': member,
  'POST /api/exports': member,
  'GET /api/exports/:id/download': member,
  'GET /api/me/api-keys': member,
  'POST /api/me/api-keys': premium('api_keys'),
  'DELETE /api/me/api-keys/:id': member,
  // Watchlists and notifications (docs/product-rules.md#watchlists): any member; the cap is per tier.
  'GET /api/me/watches': member,
  'POST /api/me/watches': member,
  'DELETE /api/me/watches/:id': member,
  'GET /api/me/notifications': member,
  'GET /api/me/notifications/unread-count': member,
  'POST /api/me/notifications/:id/read': member,
  'POST /api/me/notifications/read-all': member,
  'GET /api/me/notification-preferences': member,
  'PUT /api/me/notification-preferences': member,
  // No session: the mail's signed token is the authority (RFC 8058 one-click).
  'POST /api/notifications/unsubscribe': pub,

  'GET /api/packages': pub,
  'POST /api/subscriptions/checkout': member,
  'POST /api/subscriptions/callback': member,
  'POST /api/subscriptions/trial': member,
  'POST /api/subscriptions/cancel': member,
  'GET /api/subscriptions/requests': member,
  'POST /api/payments/iyzico/callback': { access: 'provider' },
  'POST /api/payments/iyzico/webhook': { access: 'provider' },

  'GET /api/statistics/installed-power': pub,
  'GET /api/statistics/production': pub,
  'GET /api/statistics/coverage': pub,
  'GET /api/stations': pub,
  'GET /api/stations/years': pub,
  'GET /api/stations/:id': pub,
  'GET /api/stations/map': premium('station_map'),
  'GET /api/map/provinces': premium('sector_map'),
  'GET /api/map/projects': premium('sector_map'),
  'GET /api/stations/definitions/:station_id/kml': premium('station_location'),
  'GET /api/stations/definitions/:station_id/geometry': premium('station_location'),
  'GET /api/dashboard/projects': premium('dashboard'),
  'GET /api/dashboard/companies': premium('dashboard'),
  'GET /api/dashboard/stations': premium('dashboard'),

  'GET /api/news': pub,
  'GET /api/news/tags': pub,
  'GET /api/news/latest': pub,
  'GET /api/news/by-url/:short_url': pub,
  'GET /api/news-feed': premium('news_feed'),
  'GET /api/news-feed/:id': premium('news_feed'),

  'GET /api/admin/news': admin,
  'GET /api/admin/news/:id': admin,
  'POST /api/admin/news/:id/toggle': admin,
  'POST /api/admin/news': admin,
  'PUT /api/admin/news/:id': admin,
  'DELETE /api/admin/news/:id': admin,
  'GET /api/admin/token-costs': admin,
  'PUT /api/admin/token-costs/:id': admin,
  ...adminOperations([
    ...adminResourceOperations('/projects'),
    ...adminResourceOperations('/companies'),
    ...adminResourceOperations('/solar-projects', { withRecord: false }),
    ...adminResourceOperations('/news-tags', { withRecord: false }),
    ...adminResourceOperations('/announcements', { withRecord: false }),
    'POST /api/admin/announcements/:id/toggle',
    'POST /api/admin/announcements/:id/move',
    'GET /api/admin/reference/:list',
    'POST /api/admin/reference/:list',
    'PUT /api/admin/reference/:list/:id',
    'DELETE /api/admin/reference/:list/:id',
    'GET /api/admin/suggestions',
    'POST /api/admin/suggestions/:kind/:id/approve',
    'POST /api/admin/suggestions/:kind/:id/reject',
    'POST /api/admin/suggestions/:kind/:id/decide',
    'GET /api/admin/submissions',
    'POST /api/admin/submissions/:kind/:id/approve',
    'POST /api/admin/submissions/:kind/:id/reject',
    'GET /api/admin/users',
    'GET /api/admin/users/options',
    'POST /api/admin/users/:id/balance',
    'PUT /api/admin/users/:id/roles',
    'POST /api/admin/users/:id/subscription',
    'DELETE /api/admin/users/:id/subscription',
    'GET /api/admin/audit',
    'GET /api/admin/statistics/:kind',
    'PUT /api/admin/statistics/installed-power',
    'PUT /api/admin/statistics/production',
    'GET /api/admin/trials',
    'POST /api/admin/trials/expire',
    'POST /api/admin/trials/:id/extend',
    'POST /api/admin/trials/:id/end',
    'GET /api/admin/quality/duplicates',
    'GET /api/admin/quality/duplicates/counts',
    'POST /api/admin/quality/duplicates/scan',
    'POST /api/admin/quality/duplicates/distinct',
    ...adminResourceOperations('/stations/capacities'),
    ...adminResourceOperations('/packages'),
    ...adminResourceOperations('/sources'),
    'GET /api/admin/sources/options',
    'GET /api/admin/packages/provider-plans',
    'GET /api/admin/platform-stats',
    'GET /api/admin/quality/gaps',
    'GET /api/admin/quality/gaps/:key',
    'GET /api/admin/quality/coverage',
    'GET /api/admin/subscriptions',
    'POST /api/admin/packages/:id/toggle',
    'GET /api/admin/stations/options',
    'GET /api/admin/stations/definitions',
    'GET /api/admin/stations/definitions/:id',
    'POST /api/admin/stations/definitions',
    'PUT /api/admin/stations/definitions/:id',
    'DELETE /api/admin/stations/definitions/:id',
    'POST /api/admin/stations/combined',
    'GET /api/admin/imports',
    'POST /api/admin/imports',
    'GET /api/admin/imports/:id',
    'GET /api/admin/imports/:id/rows',
    'GET /api/admin/imports/:id/preview',
    'POST /api/admin/imports/:id/commit',
    'POST /api/admin/imports/:id/revert',
    'GET /api/admin/merges',
    'POST /api/admin/merges',
    'GET /api/admin/merges/compare/:kind/:a/:b',
    'POST /api/admin/merges/:id/undo',
    'GET /api/admin/api-keys',
    'POST /api/admin/api-keys/:id/revoke',
    'GET /api/admin/failed-jobs',
    'GET /api/admin/company-claims',
    'GET /api/admin/company-claims/:id/document',
    'POST /api/admin/company-claims/:id/approve',
    'POST /api/admin/company-claims/:id/refuse',
    'POST /api/admin/company-claims/:id/revoke',
    'POST /api/admin/failed-jobs/:id/retry',
    ...['contracts', 'cookie-policies'].flatMap((kind) => [
      `GET /api/admin/${kind}`,
      `POST /api/admin/${kind}`,
      `PUT /api/admin/${kind}/:id`,
      `POST /api/admin/${kind}/:id/toggle`,
      `DELETE /api/admin/${kind}/:id`,
    ]),
  ]),
};

/**
 * The only operations an API key may call (docs/product-rules.md#api-keys): reads of the catalogue's
 * lists and details, statistics, stations and what decodes them (reference lists), answered as to the
 * key's member's site session. Any other operation with a key is refused with 403, whatever its
 * access rule: a key never writes, spends Bakiye, manages keys or reaches the back office.
 */
export const API_KEY_READS: ReadonlySet<string> = new Set([
  'GET /api/reference',
  'GET /api/reference/districts',
  'GET /api/projects',
  'GET /api/projects/:id',
  'GET /api/companies',
  'GET /api/companies/:id',
  'GET /api/companies/:id/references',
  'GET /api/projects/:id/change-log',
  'GET /api/companies/:id/change-log',
  'GET /api/statistics/installed-power',
  'GET /api/statistics/production',
  'GET /api/stations',
  'GET /api/stations/years',
  'GET /api/stations/:id',
  'GET /api/stations/map',
  'GET /api/stations/definitions/:station_id/geometry',
  'GET /api/map/provinces',
  'GET /api/map/projects',
  'GET /api/dashboard/projects',
  'GET /api/dashboard/companies',
  'GET /api/dashboard/stations',
  'GET /api/news-feed',
  'GET /api/news-feed/:id',
]);

/** A back-office resource's operations (server/routes/admin/admin-resource.ts registers them). */
function adminResourceOperations(path: string, { withRecord = true } = {}): string[] {
  const base = `/api/admin${path}`;
  return [`GET ${base}`, ...(withRecord ? [`GET ${base}/:id`] : []), `POST ${base}`, `PUT ${base}/:id`, `DELETE ${base}/:id`];
}

/** Back-office operations: all behind the one admin guard. */
function adminOperations(keys: string[]): Record<string, RouteAccess> {
  return Object.fromEntries(keys.map((key) => [key, admin]));
}

/** "GET /api/stations" for the route; HEAD follows GET, and a prefix's trailing slash is the same route. */
export function routeKey(method: string, url: string): string {
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

/** API routes the table governs (the OpenAPI UI is not the app's API). */
export const isGovernedRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Refuses to add an unclassified /api route, and enforces "member" and "admin" before validation, so
 * a visitor learns nothing from a route's validation messages.
 */
export function registerRouteAccess(app: FastifyInstance) {
  const served = new Set<string>();
  app.decorate('apiRoutes', served);
  app.addHook('onRoute', (route) => {
    if (!isGovernedRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = routeKey(method, route.url);
      if (!ROUTE_ACCESS[key]) throw new Error(`${key} has no access rule in server/policies/route-access.ts`);
      served.add(key);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || !isGovernedRoute(url)) return;
    const rule = ROUTE_ACCESS[routeKey(request.method, url)];
    if (rule?.access === 'member') requireUser(request);
    else if (rule?.access === 'admin') requireSuperAdmin(request);
  });
}
