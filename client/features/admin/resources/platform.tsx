import type { AdminResource } from '../registry/resource';

// The platform dashboard (docs/product-rules.md#platform-dashboard): figures and charts, a page of its own.

export default {
  screens: [{ path: 'platform-dashboard', page: () => import('../components/platform-dashboard') }],
  nav: { 'platform-dashboard': { group: 'Üyeler', order: 8, title: 'Platform Paneli', description: 'Toplamlar, dönemler, gelir grafikleri' } },
} satisfies AdminResource;
