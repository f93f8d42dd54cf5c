import { BeingBuilt } from '@/components/being-built';

export function TestimonialPage() {
  return <BeingBuilt title="Submit a Testimonial" />;
}
