import { BeingBuilt } from '@/components/being-built';

export function CancellationConfirmedPage() {
  return <BeingBuilt title="Invitation Cancellation" />;
}
