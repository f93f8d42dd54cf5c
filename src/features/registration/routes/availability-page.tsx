import { BeingBuilt } from '@/components/being-built';

export function AvailabilityPage() {
  return <BeingBuilt title="Days of Attendance & Time slots" />;
}
