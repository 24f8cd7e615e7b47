import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

/**
 * Cookie consent: "accepted" is stored in localStorage (cookieConsent = 'true');
 * "dismissed" lives in React state only, so the banner returns on the next visit.
 */
export function useCookieConsent() {
  const [accepted, setAccepted] = useState(() => readStorage(COOKIE_CONSENT_KEY) !== null);
  const [dismissed, setDismissed] = useState(false);

  const accept = useCallback(() => {
    writeStorage(COOKIE_CONSENT_KEY, 'true');
    setAccepted(true);
  }, []);
  const dismiss = useCallback(() => setDismissed(true), []);

  return { accepted, dismissed, accept, dismiss };
}
