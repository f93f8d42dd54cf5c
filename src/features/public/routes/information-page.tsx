import { BeingBuilt } from '@/components/being-built';

export function InformationPage() {
  return <BeingBuilt title="Useful Information" />;
}
