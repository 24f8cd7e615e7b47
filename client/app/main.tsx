import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter, preloadFirstPage } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root bulunamadı');

// The first render is a transition, so React renders it in slices of a few milliseconds and the
// browser stays responsive in between, instead of one long task on a slow phone
// (docs/product-rules.md#speed, P8: TBT).
// It starts once the page the visit opens on has its code (router.tsx), so that page is drawn in it.
const root = createRoot(container);
void preloadFirstPage().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
