import { paths } from '../../config/paths';

/** The main navigation, shared by the header, the mobile menu and the footer. */
export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Ana Sayfa', end: true },
  { to: paths.dashboard(), label: 'Analitik' },
  { to: paths.news(), label: 'Haberler' },
  { to: paths.packagesPublic(), label: 'Fiyatlandırma' },
  { to: paths.about(), label: 'Hakkımızda' },
  { to: paths.aboutPlatform(), label: 'GüneşVeri Nedir?' },
];

/** Pages reached from the footer (and from their own entry points) but not the header (docs/product-rules.md#shell). */
export const FOOTER_EXTRA_NAV: readonly NavItem[] = [
  { to: paths.stations(), label: 'Trafo Kapasiteleri' },
  // The licences of the data we show require their attribution to be reachable (docs/product-rules.md#provenance).
  { to: paths.dataSources(), label: 'Veri Kaynakları' },
];
