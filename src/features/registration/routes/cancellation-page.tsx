import { BeingBuilt } from '@/components/being-built';

export function CancellationPage() {
  return <BeingBuilt title="Invitation Cancellation" />;
}
