import { useTheme } from '../../lib/theme';

// Chart colours that read on both themes (the page background is slate-50 / slate-950, cards are
// white / slate-900). Recharts draws SVG with explicit colours, so the theme is picked here.

export interface ChartTheme {
  isDark: boolean;
  grid: string;
  axis: string;
  /** Border between pie slices: the card background. */
  surface: string;
  total: string;
  renewable: string;
  solar: string;
  solarLicensed: string;
  solarUnlicensed: string;
  /** Categorical palette for pie slices and other series. */
  palette: readonly string[];
  other: string;
}

const LIGHT: ChartTheme = {
  isDark: false,
  grid: '#e2e8f0',
  axis: '#475569',
  surface: '#ffffff',
  total: '#334155',
  renewable: '#059669',
  solar: '#f59e0b',
  solarLicensed: '#b45309',
  solarUnlicensed: '#fbbf24',
  palette: ['#f59e0b', '#0284c7', '#059669', '#7c3aed', '#e11d48', '#0d9488', '#ea580c', '#4f46e5', '#65a30d', '#db2777'],
  other: '#94a3b8',
};

const DARK: ChartTheme = {
  isDark: true,
  grid: '#334155',
  axis: '#94a3b8',
  surface: '#0f172a',
  total: '#e2e8f0',
  renewable: '#34d399',
  solar: '#fbbf24',
  solarLicensed: '#f59e0b',
  solarUnlicensed: '#fde68a',
  palette: ['#fbbf24', '#38bdf8', '#34d399', '#a78bfa', '#fb7185', '#2dd4bf', '#fb923c', '#818cf8', '#a3e635', '#f472b6'],
  other: '#64748b',
};

export function useChartTheme(): ChartTheme {
  const { isDark } = useTheme();
  return isDark ? DARK : LIGHT;
}

/** The project status colour names of shared/constants.ts as chart colours. */
export const STATUS_CHART_COLORS: Record<'blue' | 'yellow' | 'orange' | 'green' | 'red', { light: string; dark: string }> = {
  blue: { light: '#3b82f6', dark: '#60a5fa' },
  yellow: { light: '#eab308', dark: '#facc15' },
  orange: { light: '#f97316', dark: '#fb923c' },
  green: { light: '#10b981', dark: '#34d399' },
  red: { light: '#ef4444', dark: '#f87171' },
};

/** Axis tick text. */
export const tickStyle = (theme: ChartTheme) => ({ fill: theme.axis, fontSize: 12 });
