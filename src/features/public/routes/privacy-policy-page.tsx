import { BeingBuilt } from '@/components/being-built';

export function PrivacyPolicyPage() {
  return <BeingBuilt title="Privacy Policy" />;
}
