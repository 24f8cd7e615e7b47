import { useEffect } from 'react';

/** index.html's description, put back when a page with its own leaves. */
export const SITE_DESCRIPTION =
  'GüneşVeri: Türkiye güneş enerjisi sektörünün proje ve firma veritabanı, kurulu güç ve üretim istatistikleri, trafo merkezi kapasiteleri ve sektör haberleri.';

/**
 * Sets <meta name="description"> while the calling page is shown (the server writes it into the
 * first HTML; this keeps it right after navigating inside the app). Undefined leaves it alone.
 */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    const element = meta;
    return () => {
      element.content = SITE_DESCRIPTION;
    };
  }, [description]);
}
