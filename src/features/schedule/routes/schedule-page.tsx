import { BeingBuilt } from '@/components/being-built';

export function SchedulePage() {
  return <BeingBuilt title="Meeting Schedule" />;
}
