import { useEffect, useState } from 'react';

export type TimedMessage = { tone: 'success' | 'error'; text: string } | null;

/** docs/product-rules.md#payments: a success message clears after 3 s, an error after 5 s. */
export function useTimedMessage(): [TimedMessage, (message: TimedMessage) => void] {
  const [message, setMessage] = useState<TimedMessage>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.tone === 'success' ? 3000 : 5000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
