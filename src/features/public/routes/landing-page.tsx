import { BeingBuilt } from '@/components/being-built';

export function LandingPage() {
  return <BeingBuilt title="Conference" />;
}
