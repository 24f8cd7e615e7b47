// Every TanStack Query key of the app, in one place. A key is the cache's address of an answer: a
// query that reads it and a write that refreshes it must name it the same way, and a prefix refreshes
// everything under it (`queryKeys.admin.all` is every back-office answer). Features build their keys
// here instead of typing the arrays, so two features that share an answer (the session, a station
// list) cannot drift apart.

export const queryKeys = {
  /** The signed-in viewer (or none); its Bakiye and tier too. */
  session: ['auth', 'session'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  verifyLink: (token: string) => ['auth', 'verify-link', token] as const,
  site: ['site'] as const,
  /** The reference lists every form reads; districts under it, per city. */
  reference: ['reference'] as const,
  districts: (cityId: string) => ['reference', 'districts', cityId] as const,
  companyOptions: (search: string) => ['companies', 'options', search.toLocaleLowerCase('tr')] as const,
  tokenCosts: ['token-costs'] as const,
  /** The published sources: the sources page and every list's "Kaynak" filter. */
  sources: ['sources'] as const,
  announcements: ['announcements'] as const,
  /** An export's price and rows, per filter set (asked again at each opening of the dialog). */
  exportQuote: (body: object) => ['exports', 'quote', body] as const,

  catalog: {
    projectList: (params: object) => ['catalog', 'projects', 'list', params] as const,
    projectDetail: (id: string) => ['catalog', 'projects', 'detail', id] as const,
    /** Every company list, whatever its parameters. */
    companyLists: ['catalog', 'companies', 'list'] as const,
    companyList: (params: object) => ['catalog', 'companies', 'list', params] as const,
    companyDetail: (id: string) => ['catalog', 'companies', 'detail', id] as const,
    companyReferences: (id: string, page: number) => ['catalog', 'companies', 'references', id, page] as const,
    /** A record's public change log (decision 070). */
    changeLog: (entity: 'projects' | 'companies', id: string) => ['catalog', entity, 'change-log', id] as const,
  },

  /** A company representative's corrections (decision 070). */
  corrections: {
    mine: ['corrections', 'mine'] as const,
    form: (kind: 'projects' | 'companies', id: string) => ['corrections', 'form', kind, id] as const,
  },

  /** What belongs to the signed-in member. */
  me: {
    balance: ['me', 'balance'] as const,
    inventory: ['me', 'inventory'] as const,
    submissions: ['me', 'submissions'] as const,
    companies: ['me', 'companies'] as const,
    /** The member's API keys and their usage. */
    apiKeys: ['me', 'api-keys'] as const,
    /** What the member follows (watchlist). */
    watches: ['me', 'watches'] as const,
    /** Every notifications answer (pages and the bell's count) under one prefix. */
    notifications: ['me', 'notifications'] as const,
    notificationPage: (page: number) => ['me', 'notifications', 'page', page] as const,
    unreadCount: ['me', 'notifications', 'unread'] as const,
    notificationPreferences: ['me', 'notification-preferences'] as const,
    /** Every answer about the member's company claims and representation (docs/decisions/069). */
    companyClaims: ['me', 'company-claims'] as const,
    companyClaim: (companyId: string) => ['me', 'company-claims', 'company', companyId] as const,
    ownClaims: ['me', 'company-claims', 'own'] as const,
    representedCompanies: ['me', 'company-claims', 'represented'] as const,
    representation: (companyId: string) => ['me', 'company-claims', 'dashboard', companyId] as const,
    companyProjects: (companyId: string, page: number) => ['me', 'companies', companyId, 'projects', page] as const,
    /** Required contracts the member has not accepted yet, asked once per signed-in user. */
    pendingContracts: (userId: string) => ['me', 'pending-contracts', userId] as const,
  },

  billing: {
    /** The packages on sale (public and purchase pages, the assign dialog). */
    packages: ['billing', 'packages'] as const,
    infos: ['billing', 'infos'] as const,
    subscriptionRequests: ['billing', 'subscription-requests'] as const,
  },

  /** The public statistics, per kind. */
  statistics: {
    all: ['statistics'] as const,
    of: (kind: 'installed-power' | 'production') => ['statistics', kind] as const,
    /** How much of the official installed power the catalogue covers (decision 067). */
    coverage: ['statistics', 'coverage'] as const,
  },

  stations: {
    all: ['stations'] as const,
    list: (params: object) => ['stations', 'list', params] as const,
    detail: (id: string) => ['stations', 'detail', id] as const,
    years: ['stations', 'years'] as const,
    geometry: (stationId: string) => ['stations', 'geometry', stationId] as const,
    markers: (filters: object) => ['stations', 'map', filters] as const,
  },

  /** The sector map: its province outlines (a static file), the provinces' figures, the project layer. */
  map: {
    outlines: (url: string) => ['map', 'outlines', url] as const,
    provinces: ['map', 'provinces'] as const,
    projects: (search: string) => ['map', 'projects', search] as const,
  },

  dashboard: {
    stations: (year: number | 'latest') => ['dashboard', 'stations', year] as const,
    companies: ['dashboard', 'companies'] as const,
    projects: ['dashboard', 'projects'] as const,
  },

  legal: {
    all: ['legal'] as const,
    contracts: ['legal', 'contracts'] as const,
    cookiePolicy: ['legal', 'cookie-policy'] as const,
    fileReachable: (fileUrl: string) => ['legal', 'file-reachable', fileUrl] as const,
  },

  news: {
    all: ['news'] as const,
    blog: (params: object) => ['news', 'blog', params] as const,
    feed: (params: object) => ['news', 'feed', params] as const,
    feedItem: (id: string) => ['news', 'feed-item', id] as const,
    article: (shortUrl: string) => ['news', 'article', shortUrl] as const,
    latest: ['news', 'latest'] as const,
    tags: ['news', 'tags'] as const,
  },

  /** The back office; a write there refreshes `admin.all` or its resource's prefix. */
  admin: {
    all: ['admin'] as const,
    /** One resource's answers (its lists and records), e.g. `resource('/projects')`. */
    resource: (path: string) => ['admin', path] as const,
    list: (path: string, query: object) => ['admin', path, 'list', query] as const,
    record: (path: string, id: string) => ['admin', path, 'record', id] as const,
    providerPlans: ['admin', '/packages/provider-plans'] as const,
    /** Every source, for the importer's and the history fields' selects (the sources resource's own options). */
    sourceOptions: ['admin', '/sources', 'options'] as const,
    importStatus: (id: string) => ['admin', '/imports', 'import', id, 'status'] as const,
    importRows: (id: string, action: string, page: number) => ['admin', '/imports', 'import', id, 'rows', action, page] as const,
    statMonths: (kind: string) => ['admin', 'statistics', kind] as const,
    /** Two records side by side before a merge (decision 066). */
    mergeCompare: (kind: string, a: string, b: string) => ['admin', '/merges', 'compare', kind, a, b] as const,
    statMonth: (kind: string, year: number, month: number) => ['admin', 'statistics', kind, year, month] as const,
    platformStats: (period: string) => ['admin', '/platform-stats', period] as const,
    /** The gaps' counts and trend, and the coverage (decision 067): under ['admin'], so any back-office save reads them again. */
    gapSummary: ['admin', '/quality/gaps', 'summary'] as const,
    coverage: ['admin', '/quality/coverage'] as const,
  },
} as const;
