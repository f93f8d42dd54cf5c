import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

const Setting = lazyComponent(() => import('./reminder-setting').then((module) => module.ReminderSetting));

/**
 * The reminder setting sits below the meetings on the schedule and agenda pages: its code comes after their first
 * screen (it is not part of their first-visit budget), and nothing is drawn in its place meanwhile.
 */
export function ReminderSetting() {
  return (
    <Suspense fallback={null}>
      <Setting />
    </Suspense>
  );
}
