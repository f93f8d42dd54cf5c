import { LoadError } from '@/components/load-error';
import { scheduleUpdateFailed } from '../messages';

type Props = {
  /** The schedule's query, failed on a later read while it still holds the answer the page shows. */
  schedule: { error: unknown; dataUpdatedAt: number; refetch: () => Promise<unknown> };
  /** The zone the page shows its times in. */
  zone: string;
};

/**
 * A later read of the schedule failed while the page shows the answer it had: the attendee keeps their meetings on
 * screen, told since when they are as shown, with a retry (a blip of the venue's network never blanks the schedule).
 */
export function ScheduleUpdateFailed({ schedule, zone }: Props) {
  return (
    <LoadError
      error={schedule.error}
      title={scheduleUpdateFailed(schedule.dataUpdatedAt, zone)}
      onRetry={() => void schedule.refetch()}
    />
  );
}
