import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { afterNextFrame } from '../../../lib/after-frame';

export const PROFILE_TABS = [
  { key: 'overview', label: 'Genel Bakış' },
  { key: 'companies', label: 'Firmalarım' },
  { key: 'representation', label: 'Firma Temsilciliği' },
  { key: 'tokens', label: 'Bakiye' },
  { key: 'inventory', label: 'Envanter' },
  { key: 'billing', label: 'Fatura' },
  { key: 'password', label: 'Şifre' },
  { key: 'api-keys', label: 'API Anahtarları' },
  { key: 'notifications', label: 'Bildirimler' },
] as const;

export type ProfileTabKey = (typeof PROFILE_TABS)[number]['key'];

export function isProfileTab(value: string | null): value is ProfileTabKey {
  return PROFILE_TABS.some((tab) => tab.key === value);
}

const tabId = (key: ProfileTabKey) => `profile-tab-${key}`;
const panelId = (key: ProfileTabKey) => `profile-panel-${key}`;

interface ProfileTabsProps {
  active: ProfileTabKey;
  onChange: (key: ProfileTabKey) => void;
  children: ReactNode;
}

/**
 * The profile's tab bar (docs/product-rules.md#profile) as an ARIA tablist: arrow keys, Home and End move between
 * tabs; the bar scrolls sideways on narrow screens. `children` is the active tab's panel.
 */
export function ProfileTabs({ active, onChange, children }: ProfileTabsProps) {
  const refs = useRef(new Map<ProfileTabKey, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);

  // On narrow screens keep the active tab in view (e.g. /profile?tab=password opens scrolled to it),
  // measured once the frame is drawn.
  useEffect(
    () =>
      afterNextFrame(() => {
        const box = scroller.current;
        const tab = refs.current.get(active);
        if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
        const left = tab.offsetLeft; // the scroller is the offsetParent (relative)
        if (left < box.scrollLeft || left + tab.offsetWidth > box.scrollLeft + box.clientWidth) {
          box.scrollLeft = Math.max(0, left - 16);
        }
      }),
    [active],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.findIndex((tab) => tab.key === active);
    const last = PROFILE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = PROFILE_TABS[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div ref={scroller} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label="Profil bölümleri"
          onKeyDown={onKeyDown}
          className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800"
        >
          {PROFILE_TABS.map((tab) => {
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                ref={(el) => {
                  if (el) refs.current.set(tab.key, el);
                  else refs.current.delete(tab.key);
                }}
                id={tabId(tab.key)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={panelId(tab.key)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(tab.key)}
                className={`-mb-px border-b-2 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'border-amber-500 text-amber-800 dark:border-amber-400 dark:text-amber-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className="rounded-lg pt-6">
        {children}
      </div>
    </div>
  );
}
