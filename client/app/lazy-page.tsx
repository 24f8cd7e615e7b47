import { lazy, type ComponentType, type JSX } from 'react';

type PageProps = JSX.IntrinsicAttributes & Record<string, unknown>;

export interface LazyPage<P extends PageProps> {
  (props: P): JSX.Element;
  /** Loads the page's code; a page loaded before its first render is drawn in that render. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads on demand (React.lazy), which the app can also load before its first
 * render: the page a visit opens on is then drawn with the app's shell, instead of a fallback first
 * and the page at least 300 ms later (React's pause before it replaces a fallback it has just shown;
 * docs/decisions/032). A page first drawn through the lazy path stays on it, so it keeps its state
 * when the preload answers after it (lazy-page.test.tsx).
 */
export function lazyPage<P extends PageProps>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  // Chosen at the first render and kept: a page whose type changed under it would be mounted again.
  let Component: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const Page = (props: P) => {
    Component ??= loaded ?? Lazy;
    return <Component {...props} />;
  };
  Page.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Page;
}
