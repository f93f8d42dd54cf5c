import { BeingBuilt } from '@/components/being-built';

export function RegisterPage() {
  return <BeingBuilt title="Registration" />;
}
