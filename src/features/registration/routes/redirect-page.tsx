import { BeingBuilt } from '@/components/being-built';

export function RedirectPage() {
  return <BeingBuilt title="Calendar Authorisation" />;
}
