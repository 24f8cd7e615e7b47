// A fixture for scripts/lint-boundaries.test.ts: a definition names the type of the component that
// renders it, and the component imports the definition: a cycle closed by a type-only import.
import type { Renderer } from './renderer';

export interface Definition {
  label: string;
  render?: Renderer;
}

export const definition: Definition = { label: 'probe' };
