import { BeingBuilt } from '@/components/being-built';

export function GalleryPage() {
  return <BeingBuilt title="Photo Gallery" />;
}
