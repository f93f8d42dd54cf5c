import { BeingBuilt } from '@/components/being-built';

export function LandingFramePage() {
  return <BeingBuilt title="Welcome" />;
}
