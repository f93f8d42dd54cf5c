import { BeingBuilt } from '@/components/being-built';

export function DashboardPage() {
  return <BeingBuilt title="My DASHBOARD" />;
}
