import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root bulunamadı');

// The first render is a transition, so React renders it in slices of a few milliseconds and the
// browser stays responsive in between, instead of one long task on a slow phone (issue 17 P8, TBT).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
