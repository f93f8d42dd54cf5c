import { BeingBuilt } from '@/components/being-built';

export function ConciergePage() {
  return <BeingBuilt title="Concierge Services" />;
}
