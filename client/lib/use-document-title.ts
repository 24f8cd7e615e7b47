import { useEffect } from 'react';

export const SITE_NAME = 'GüneşVeri';

/** Sets the tab title to "{title} | GüneşVeri" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
