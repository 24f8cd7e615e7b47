import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../../test/render';
import { BandChart } from './band-chart';
import { useChartTheme } from './chart-theme';

afterEach(cleanupAfterTest);

type Props = Omit<ComponentProps<typeof BandChart>, 'theme'>;

function Themed(props: Props) {
  return <BandChart {...props} theme={useChartTheme()} />;
}

const TICKS = ['Oca', 'Şub', 'Mar', 'Nis'];
const BASE: Props = {
  label: 'Kurulu Güç (MW)',
  description: 'Ocak 2025 – Nisan 2025, 4 ay.',
  height: 300,
  ticks: TICKS,
  yTicks: [0, 20, 40],
  yFormat: (v) => `${v} MW`,
  yAxisWidth: 60,
  fontSize: 12,
  cursor: 'band',
  tooltip: (index) => ({ title: `${TICKS[index]} 2025`, rows: [{ key: 'total', name: 'Toplam', color: '#334155', value: `${index * 10} MW` }] }),
};

function renderChart(props: Partial<Props> = {}) {
  render(<Themed {...BASE} {...props} />);
  const chart = screen.getByRole('group', { name: 'Kurulu Güç (MW)' });
  return { chart, svg: chart.querySelector('svg')! };
}

const tooltipTitle = (chart: HTMLElement) => chart.querySelector('[aria-hidden="true"].absolute p')?.textContent ?? null;
const texts = (svg: SVGSVGElement) => [...svg.querySelectorAll('text')].map((t) => t.textContent);

// Drawn 640 px wide where ResizeObserver is missing (jsdom): the plot is 640 − 60 (y axis) − 8 = 572 px
// wide, 4 bands of 143 px; y runs from 270 (0, above the 30 px of x labels) to 8 (40).
describe('BandChart', () => {
  it('is a named, described, focusable group with its axes: y ticks with grid lines, x labels at band centres', () => {
    const { chart, svg } = renderChart();
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(chart).toHaveAccessibleDescription('Ocak 2025 – Nisan 2025, 4 ay. Değerleri okumak için ok tuşlarını kullanın.');
    expect(chart).toHaveStyle({ height: '300px' });
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '640');
    expect(texts(svg)).toEqual(['0 MW', '20 MW', '40 MW', 'Oca', 'Şub', 'Mar', 'Nis']);
    const xLabel = [...svg.querySelectorAll('text')].find((t) => t.textContent === 'Şub')!;
    expect(Number(xLabel.getAttribute('x'))).toBeCloseTo(60 + 143 * 1.5);
    const grid = [...svg.querySelectorAll('line[stroke-dasharray]')].map((l) => Number(l.getAttribute('y1')));
    expect(grid).toEqual([270, 139, 8]);
  });

  it('stacks the bars from zero, leaves a missing value out, and joins a line across it', () => {
    const { svg } = renderChart({
      bars: [
        { key: 'licensed', color: '#b45309', values: [10, null, 5, 20] },
        { key: 'unlicensed', color: '#fbbf24', values: [10, null, 0, 20] },
      ],
      lines: [{ key: 'total', color: '#334155', values: [30, null, 35, 40] }],
      dotRadius: 3,
      barGap: 0.18,
    });
    const rects = [...svg.querySelectorAll('rect')].map((r) => ({
      fill: r.getAttribute('fill'),
      y: Number(r.getAttribute('y')),
      height: Number(r.getAttribute('height')),
      width: Number(r.getAttribute('width')),
    }));
    // Jan: 10 + 10, Mar: 5 (+ 0 drawn as nothing), Apr: 20 + 20 up to the top; Feb: nothing.
    expect(rects.map((r) => r.fill)).toEqual(['#b45309', '#fbbf24', '#b45309', '#b45309', '#fbbf24']);
    expect(rects[0]).toMatchObject({ y: 270 - 65.5, height: 65.5 });
    expect(rects[1]).toMatchObject({ y: 270 - 131, height: 65.5 });
    expect(rects[4]!.y).toBe(8);
    // At most 40 px wide (143 × 0.82 would be wider).
    expect(rects[0]!.width).toBe(40);
    const line = svg.querySelector('path')!.getAttribute('d')!;
    expect(line.match(/C/g)).toHaveLength(2);
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
  });

  it('draws the dots of the categories marked hollow in the card colour, outlined (sample data)', () => {
    const { svg } = renderChart({ lines: [{ key: 'capacity', color: '#0284c7', values: [8, 9, null, 12], hollow: [true, true, false, false] }], dotRadius: 3.5 });
    const dots = [...svg.querySelectorAll('circle')].map((c) => ({ fill: c.getAttribute('fill'), stroke: c.getAttribute('stroke'), hollow: c.getAttribute('data-hollow') }));
    expect(dots).toEqual([
      { fill: '#ffffff', stroke: '#0284c7', hollow: 'true' },
      { fill: '#ffffff', stroke: '#0284c7', hollow: 'true' },
      { fill: '#0284c7', stroke: null, hollow: null },
    ]);
  });

  it('labels only the chosen categories, formatted, when told which', () => {
    const { svg } = renderChart({ tickIndexes: [0, 3], tickFormat: (tick) => tick.toLocaleUpperCase('tr-TR') });
    expect(texts(svg).slice(3)).toEqual(['OCA', 'NİS']);
  });

  it('shows the newest category first by keyboard, steps with the arrows, and reads each aloud', () => {
    const { chart, svg } = renderChart({ lines: [{ key: 'total', color: '#334155', values: [10, 20, 30, 40] }] });
    act(() => chart.focus());
    expect(tooltipTitle(chart)).toBe('Nis 2025');
    expect(chart.querySelector('[aria-live="polite"]')).toHaveTextContent('Nis 2025. Toplam: 30 MW');
    // The hovered band is shaded and the line's value there marked.
    const band = [...svg.querySelectorAll('rect')].at(-1)!;
    expect(Number(band.getAttribute('x'))).toBeCloseTo(60 + 143 * 3);
    expect(svg.querySelectorAll('circle')).toHaveLength(1);

    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(tooltipTitle(chart)).toBe('Şub 2025');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(tooltipTitle(chart)).toBe('Oca 2025');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltipTitle(chart)).toBeNull();
  });

  it('follows the pointer across the bands, with a line for a cursor when asked', () => {
    const { chart, svg } = renderChart({ cursor: 'line' });
    fireEvent.pointerMove(svg, { clientX: 60 + 143 * 1.5, clientY: 100 });
    expect(tooltipTitle(chart)).toBe('Şub 2025');
    expect(chart.querySelector('[aria-live="polite"]')).toHaveTextContent(/^$/);
    const cursor = [...svg.querySelectorAll('line')].find((l) => !l.hasAttribute('stroke-dasharray') && l.getAttribute('x1') === l.getAttribute('x2'))!;
    expect(Number(cursor.getAttribute('x1'))).toBeCloseTo(60 + 143 * 1.5);
    // Over the y axis: no category.
    fireEvent.pointerMove(svg, { clientX: 20, clientY: 100 });
    expect(tooltipTitle(chart)).toBeNull();
    fireEvent.pointerDown(svg, { clientX: 60 + 143 * 3.2, clientY: 100 });
    expect(tooltipTitle(chart)).toBe('Nis 2025');
    fireEvent.pointerLeave(chart);
    expect(tooltipTitle(chart)).toBeNull();
  });
});
