import { BeingBuilt } from '@/components/being-built';

export function CompaniesPage() {
  return <BeingBuilt title="Confirmed Companies" />;
}
