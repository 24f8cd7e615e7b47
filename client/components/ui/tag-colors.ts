import type { CSSProperties } from 'react';
import { DEFAULT_TAG_COLOR } from '../../../shared/constants';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The tag's colour behind the chip at 20 % ("33" alpha); the text takes the same colour (through
 * --tag-color and TAG_CHIP_CLASS, a shade darker on light and lighter on dark pages to stay readable).
 */
export function tagChipStyle(color: string | null | undefined): CSSProperties {
  const base = color && HEX_COLOR.test(color) ? color : DEFAULT_TAG_COLOR;
  return { '--tag-color': base, backgroundColor: `${base}33` } as CSSProperties;
}

export const TAG_CHIP_CLASS =
  'text-[color-mix(in_srgb,var(--tag-color)_62%,black)] dark:text-[color-mix(in_srgb,var(--tag-color)_45%,white)]';
