import { BeingBuilt } from '@/components/being-built';

export function BookingPage() {
  return <BeingBuilt title="Tour Booking" />;
}
