import { BeingBuilt } from '@/components/being-built';

export function ProviderListPage() {
  return <BeingBuilt title="List of Service Providers" />;
}
