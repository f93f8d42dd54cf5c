import { BeingBuilt } from '@/components/being-built';

export function HotelAssistancePage() {
  return <BeingBuilt title="Hotel and Accommodation" />;
}
