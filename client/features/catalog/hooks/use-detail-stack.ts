import { useState } from 'react';

export interface DetailRef {
  kind: 'project' | 'company';
  id: string;
}

/**
 * The open detail modals: a row opens one; a linked company or reference project opens over it
 * ("Geri" returns); closing ends them all. Only the top one is shown.
 */
export function useDetailStack() {
  const [stack, setStack] = useState<DetailRef[]>([]);
  return {
    stack,
    open: (ref: DetailRef) => setStack([ref]),
    push: (ref: DetailRef) => setStack((current) => [...current, ref]),
    back: () => setStack((current) => current.slice(0, -1)),
    close: () => setStack([]),
  };
}
