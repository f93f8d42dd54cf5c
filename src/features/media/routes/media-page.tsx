import { BeingBuilt } from '@/components/being-built';

export function MediaPage() {
  return <BeingBuilt title="Media Interviews" />;
}
