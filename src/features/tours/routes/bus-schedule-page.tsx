import { BeingBuilt } from '@/components/being-built';

export function BusSchedulePage() {
  return <BeingBuilt title="Bus Schedule" />;
}
