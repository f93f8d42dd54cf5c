import { BeingBuilt } from '@/components/being-built';

export function HomePage() {
  return <BeingBuilt title="Home" />;
}
