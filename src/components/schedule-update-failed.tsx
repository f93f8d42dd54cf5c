import { useT } from '@/i18n/i18n';
import { formatKeptTime } from '@/lib/offline/kept-data';
import { LoadError } from './load-error';

type Props = {
  error: unknown;
  /** When the answer still shown was read (the query's dataUpdatedAt). */
  at: number;
  /** The zone the page shows its times in. */
  zone: string;
  onRetry: () => void;
};

/**
 * A later read of the schedule failed while the page shows the answer it had: the attendee keeps their meetings on
 * screen, told since when they are as shown, with a retry (a blip of the venue's network never blanks the schedule).
 */
export function ScheduleUpdateFailed({ error, at, zone, onRetry }: Props) {
  const t = useT();
  return (
    <LoadError
      error={error}
      title={t('We could not update your schedule.')}
      note={t('Showing your schedule as of {time}.', { time: formatKeptTime(new Date(at), zone) })}
      onRetry={onRetry}
    />
  );
}
