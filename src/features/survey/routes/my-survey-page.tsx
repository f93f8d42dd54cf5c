import { BeingBuilt } from '@/components/being-built';

export function MySurveyPage() {
  return <BeingBuilt title="Conference Survey" />;
}
