import { BeingBuilt } from '@/components/being-built';

export function ThankPage() {
  return <BeingBuilt title="Registration Completed" />;
}
