import { BeingBuilt } from '@/components/being-built';

export function AfterUpdatePrefsPage() {
  return <BeingBuilt title="Registration Updated" />;
}
