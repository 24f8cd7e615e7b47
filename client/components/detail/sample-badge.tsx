import { STATION_MESSAGES } from '../../../shared/station-constants';

/** Generated demo figures read as such until an admin enters the real ones (decision 012). */
export function SampleBadge({ sample }: { sample: boolean }) {
  if (!sample) return null;
  return (
    <span
      title={STATION_MESSAGES.sampleHint}
      className="ml-2 inline-flex items-center rounded-full border border-dashed border-slate-400 px-2 py-0.5 align-middle text-[11px] font-semibold whitespace-nowrap text-slate-700 dark:border-slate-500 dark:text-slate-300"
    >
      {STATION_MESSAGES.sample}
      <span className="sr-only">: {STATION_MESSAGES.sampleHint}</span>
    </span>
  );
}
