/** The main navigation, shared by the header, the mobile menu and the footer. */
export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Ana Sayfa', end: true },
  { to: '/dashboard', label: 'Analitik' },
  { to: '/news', label: 'Haberler' },
  { to: '/packages/public', label: 'Fiyatlandırma' },
  { to: '/about', label: 'Hakkımızda' },
  { to: '/about-platform', label: 'GüneşVeri Nedir?' },
];

/** Pages reached from the footer (and from their own entry points) but not the header (spec 1 §2 header links). */
export const FOOTER_EXTRA_NAV: readonly NavItem[] = [{ to: '/stations', label: 'Trafo Kapasiteleri' }];
