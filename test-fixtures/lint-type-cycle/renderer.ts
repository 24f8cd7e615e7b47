import { definition } from './definition';

export type Renderer = (label: string) => string;

export const render: Renderer = (label) => `${definition.label}: ${label}`;
