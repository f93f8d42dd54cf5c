import { BeingBuilt } from '@/components/being-built';

export function ImportantDeadlinesPage() {
  return <BeingBuilt title="Important Deadlines" />;
}
