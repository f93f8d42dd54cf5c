import { BeingBuilt } from '@/components/being-built';

export function PreferencesPage() {
  return <BeingBuilt title="Meeting Preferences" />;
}
