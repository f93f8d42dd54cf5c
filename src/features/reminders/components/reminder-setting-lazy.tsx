import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

const Setting = lazyComponent(() => import('./reminder-setting').then((module) => module.ReminderSetting));

/**
 * The reminder setting sits below the meetings on the schedule and agenda pages, and (its minutes, `compact`) on the
 * dashboard's next-meeting card: its code comes after their first screen (it is not part of their first-visit
 * budget), and nothing is drawn in its place meanwhile.
 */
export function ReminderSetting({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Setting compact={compact} />
    </Suspense>
  );
}
