import { BeingBuilt } from '@/components/being-built';

export function AffiliatesPage() {
  return <BeingBuilt title="List of Affiliates" />;
}
