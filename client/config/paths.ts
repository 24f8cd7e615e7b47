// Every route path the client links to or navigates to, in one place: a renamed route is one edit,
// and the router (client/app/router.tsx) is built from the same entries.

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => '/',
  about: () => '/about',
  aboutPlatform: () => '/about-platform',
  dataSources: () => '/veri-kaynaklari',
  news: (query?: { q?: string; page?: number }) => withQuery('/news', query),
  newsArticle: (shortUrl: string) => `/news/${encodeURIComponent(shortUrl)}`,
  newsFeed: () => '/news-feed',
  newsFeedItem: (id: number | string) => `/news-feed/${encodeURIComponent(String(id))}`,
  stations: () => '/stations',
  dashboard: (tab?: string) => withQuery('/dashboard', { tab }),
  /** "/login?mode=register&redirect=/profile%3Ftab%3Dpassword": the redirect keeps its slashes readable. */
  login: (query?: { redirect?: string; mode?: 'register' }) => {
    const parts: string[] = [];
    if (query?.mode) parts.push(`mode=${query.mode}`);
    if (query?.redirect) parts.push(`redirect=${encodeURIComponent(query.redirect).replace(/%2F/gi, '/')}`);
    return parts.length ? `/login?${parts.join('&')}` : '/login';
  },
  authCallback: () => '/auth/callback',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  profile: (tab?: string) => withQuery('/profile', { tab }),
  notifications: (page?: number) => withQuery('/bildirimler', { page: page && page > 1 ? page : undefined }),
  /** A company representative's corrections and their decisions (decision 070; the decision mail links here). */
  myCorrections: () => '/duzeltmelerim',
  profileSubmissions: (tab?: 'companies' | 'projects') => withQuery('/profile/submissions', { tab }),
  profileNewCompany: () => '/profile/companies/new',
  profileNewProject: () => '/profile/projects/new',
  /** A company claim's verification link (the mail's; docs/decisions/069). */
  verifyCompanyClaim: (token: string) => withQuery('/firma-dogrula', { token }),
  packages: () => '/packages',
  /** Where "see the packages" leads: members buy on /packages, visitors read /packages/public. */
  packagesFor: (signedIn: boolean) => (signedIn ? '/packages' : '/packages/public'),
  packagesPublic: () => '/packages/public',
  subscriptionCallback: () => '/subscription-callback',
  admin: () => '/admin',
  adminLogin: () => '/admin/login',
} as const;

/** The back office's screens (docs/product-rules.md#admin). */
export const adminPaths = {
  dashboard: (tab?: 'projects' | 'companies' | 'suggestions' | 'solar-projects') => withQuery('/admin', { tab }),
  users: () => '/admin/users',
  companyClaims: () => '/admin/company-claims',
  newProject: () => '/admin/projects/new',
  project: (id: string) => `/admin/projects/${encodeURIComponent(id)}`,
  newCompany: () => '/admin/companies/new',
  company: (id: string) => `/admin/companies/${encodeURIComponent(id)}`,
  submissions: () => '/admin/user-submissions',
  solarProjects: () => '/admin/solar-projects',
  audit: () => '/admin/audit',
  installedPower: () => '/admin/installed-power/new',
  production: () => '/admin/production/new',
  tokenCosts: () => '/admin/token-costs',
  newsTags: () => '/admin/news-tags',
  trials: () => '/admin/trial-memberships',
  announcements: () => '/admin/announcements',
  newsList: () => '/admin/news',
  newNews: () => '/admin/news/new',
  news: (id: string) => `/admin/news/${encodeURIComponent(id)}`,
  stations: (tab?: 'definitions' | 'capacities') => withQuery('/admin/transformer-stations', { tab }),
  newStationRecord: () => '/admin/transformer-stations/new',
  newStationDefinition: () => '/admin/transformer-stations/definition/new',
  stationDefinition: (id: string) => `/admin/transformer-stations/definition/${encodeURIComponent(id)}`,
  newStationCapacity: () => '/admin/transformer-stations/capacity/new',
  stationCapacity: (id: string) => `/admin/transformer-stations/capacity/${encodeURIComponent(id)}`,
  packages: () => '/admin/subscription-packages',
  newPackage: () => '/admin/subscription-packages/new',
  package: (id: string) => `/admin/subscription-packages/${encodeURIComponent(id)}`,
  platformDashboard: () => '/admin/platform-dashboard',
  subscriptions: () => '/admin/subscription-management',
  contracts: () => '/admin/contracts',
  cookiePolicies: () => '/admin/cookie-policies',
  sources: () => '/admin/sources',
  newSource: () => '/admin/sources/new',
  source: (id: string) => `/admin/sources/${encodeURIComponent(id)}`,
  imports: () => '/admin/imports',
  newImport: () => '/admin/imports/new',
  apiKeys: () => '/admin/api-keys',
  failedJobs: () => '/admin/failed-jobs',
  dataQualityGaps: (tab?: string) => withQuery('/admin/data-quality/gaps', { tab }),
  dataQualityCoverage: () => '/admin/data-quality/coverage',
  dataQualityDuplicates: () => '/admin/data-quality/duplicates',
  dataQualityCompare: (kind: string, a: string, b: string) => `/admin/data-quality/compare/${encodeURIComponent(kind)}/${encodeURIComponent(a)}/${encodeURIComponent(b)}`,
  dataQualityMerges: () => '/admin/data-quality/merges',
} as const;

/** Route patterns for the router: the same places, with parameters as React Router spells them. */
export const routePatterns = {
  about: 'about',
  aboutPlatform: 'about-platform',
  dataSources: 'veri-kaynaklari',
  news: 'news',
  newsArticle: 'news/:shortUrl',
  newsFeed: 'news-feed',
  newsFeedItem: 'news-feed/:id',
  stations: 'stations',
  dashboard: 'dashboard',
  login: 'login',
  authCallback: 'auth/callback',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  profile: 'profile',
  notifications: 'bildirimler',
  myCorrections: 'duzeltmelerim',
  profileSubmissions: 'profile/submissions',
  profileNewCompany: 'profile/companies/new',
  profileNewProject: 'profile/projects/new',
  verifyCompanyClaim: 'firma-dogrula',
  packages: 'packages',
  packagesPublic: 'packages/public',
  subscriptionCallback: 'subscription-callback',
  admin: 'admin',
  adminLogin: 'admin/login',
} as const;
