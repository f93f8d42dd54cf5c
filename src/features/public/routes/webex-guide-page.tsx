import { BeingBuilt } from '@/components/being-built';

export function WebexGuidePage() {
  return <BeingBuilt title="Webex Joining Guide" />;
}
