import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../../test/render';
import { Donut, type DonutSlice } from './donut';

afterEach(cleanupAfterTest);

const slice = (key: string, value: number, fill: string): DonutSlice => ({
  key,
  value,
  fill,
  tooltip: { title: key, rows: [{ key: 'count', name: `${value} proje`, color: fill, value: `%${value}` }] },
});
const SLICES = [slice('Yeni Proje', 60, '#ef4444'), slice('Devreye Alınan', 30, '#10b981'), slice('Kurulum Aşamasında', 10, '#f97316')];

function renderDonut(slices = SLICES) {
  render(<Donut label="Duruma Göre Projeler" description="Toplam 100 proje." slices={slices} surface="#ffffff" center={<span>100</span>} />);
  const chart = screen.getByRole('group', { name: 'Duruma Göre Projeler' });
  return { chart, paths: () => [...chart.querySelectorAll('path')] };
}

/** The tooltip's title, or null when none is shown. */
const tooltipTitle = (chart: HTMLElement) => chart.querySelector('[aria-hidden="true"].absolute p')?.textContent ?? null;
const announced = (chart: HTMLElement) => chart.querySelector('[aria-live="polite"]')!.textContent;

describe('Donut', () => {
  it('is a named, described, focusable group drawing one slice per value in its colour', () => {
    const { chart, paths } = renderDonut();
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(chart).toHaveAccessibleDescription('Toplam 100 proje. Değerleri okumak için ok tuşlarını kullanın.');
    expect(paths().map((p) => p.getAttribute('fill'))).toEqual(['#ef4444', '#10b981', '#f97316']);
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(chart).getByText('100')).toBeInTheDocument();
    expect(tooltipTitle(chart)).toBeNull();
  });

  it('shows a slice’s tooltip by keyboard, reads it aloud, and hides it on Escape or when focus leaves', () => {
    const { chart, paths } = renderDonut();
    act(() => chart.focus());
    expect(tooltipTitle(chart)).toBe('Yeni Proje');
    expect(announced(chart)).toBe('Yeni Proje. 60 proje: %60');

    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltipTitle(chart)).toBe('Devreye Alınan');
    expect(announced(chart)).toBe('Devreye Alınan. 30 proje: %30');
    // The active slice is drawn larger than the others.
    const [first, second] = paths();
    expect(second!.getAttribute('d')).toContain('A104,104');
    expect(first!.getAttribute('d')).toContain('A99.84,99.84');

    fireEvent.keyDown(chart, { key: 'End' });
    expect(tooltipTitle(chart)).toBe('Kurulum Aşamasında');
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(tooltipTitle(chart)).toBe('Kurulum Aşamasında');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(tooltipTitle(chart)).toBe('Yeni Proje');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(tooltipTitle(chart)).toBe('Yeni Proje');

    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltipTitle(chart)).toBeNull();
    fireEvent.keyDown(chart, { key: 'ArrowUp' });
    expect(tooltipTitle(chart)).toBe('Yeni Proje');
    act(() => chart.blur());
    expect(tooltipTitle(chart)).toBeNull();
  });

  it('shows the tooltip of the slice under the pointer without announcing it, and hides it when the pointer leaves', () => {
    const { chart, paths } = renderDonut();
    fireEvent.pointerEnter(paths()[2]!);
    expect(tooltipTitle(chart)).toBe('Kurulum Aşamasında');
    expect(announced(chart)).toBe('');
    fireEvent.pointerLeave(chart);
    expect(tooltipTitle(chart)).toBeNull();
  });

  it('draws a single value as a whole ring, and nothing to step through when empty', () => {
    const { paths } = renderDonut([slice('Arazi GES', 31, '#f59e0b')]);
    expect(paths()).toHaveLength(1);
    expect(paths()[0]!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    cleanupAfterTest();

    const empty = renderDonut([]);
    expect(empty.chart).not.toHaveAttribute('tabindex');
    fireEvent.keyDown(empty.chart, { key: 'ArrowRight' });
    expect(tooltipTitle(empty.chart)).toBeNull();
  });
});
