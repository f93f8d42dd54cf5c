import { BeingBuilt } from '@/components/being-built';

export function IdentifyPage() {
  return <BeingBuilt title="Registration" />;
}
