import { BeingBuilt } from '@/components/being-built';

export function FeedbackSurveyPage() {
  return <BeingBuilt title="Feedback Survey" />;
}
