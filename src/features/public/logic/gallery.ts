/**
 * The conference photo gallery (spec A§2 Photo Gallery, A§3, A§9): Main Session photos
 * 1-90 and the Dinner Party numbering ranges, on the file host under conference 89. The groups' names and the photos'
 * alternative texts are catalogue texts, written in the active language when the photos are listed.
 */
import { type MessageId, t } from '@/i18n/i18n';

export type PhotoGroup = 'web' | 'branding';
export type GalleryFilter = 'all' | PhotoGroup;

export type GalleryPhoto = {
  id: string;
  group: PhotoGroup;
  number: number;
  thumbnail: string;
  full: string;
  alt: string;
};

export const GALLERY_CONFERENCE = 89;
export const groupLabels: Record<PhotoGroup, MessageId> = { web: 'Main Session', branding: 'Dinner Party' };

export const MAIN_SESSION_RANGES: ReadonlyArray<readonly [number, number]> = [[1, 90]];
export const DINNER_PARTY_RANGES: ReadonlyArray<readonly [number, number]> = [
  [1, 13],
  [48, 58],
  [68, 87],
  [89, 91],
  [97, 161],
  [163, 191],
  [199, 203],
];

/** Number of local placeholder images per group under public/gallery-photos/, reused in turn in mock mode. */
export const PLACEHOLDERS_PER_GROUP = 6;

export function expandRanges(ranges: ReadonlyArray<readonly [number, number]>): number[] {
  const out: number[] = [];
  for (const [from, to] of ranges) for (let n = from; n <= to; n += 1) out.push(n);
  return out;
}

function photo(group: PhotoGroup, number: number, source: { fileHost: string; offline: boolean }): GalleryPhoto {
  const address = source.offline
    ? `/gallery-photos/${group}-${((number - 1) % PLACEHOLDERS_PER_GROUP) + 1}.svg`
    : `${source.fileHost}/conference/${GALLERY_CONFERENCE}/gallery/${group}/${number}.jpg`;
  return {
    id: `${group}-${number}`,
    group,
    number,
    thumbnail: address,
    full: address,
    alt: photoAlt({ group, number }),
  };
}

/** A photo's alternative text, "Main Session, photo 12", in the active language. */
export function photoAlt(photo: Pick<GalleryPhoto, 'group' | 'number'>): string {
  return t('{group}, photo {number}', { group: t(groupLabels[photo.group]), number: photo.number });
}

/**
 * Every photo, Main Session first. `offline` (mock mode) points at the local
 * placeholders so the demo works without the file host.
 */
export function galleryPhotos(source: { fileHost: string; offline: boolean }): GalleryPhoto[] {
  return [
    ...expandRanges(MAIN_SESSION_RANGES).map((n) => photo('web', n, source)),
    ...expandRanges(DINNER_PARTY_RANGES).map((n) => photo('branding', n, source)),
  ];
}

export function filterPhotos(photos: GalleryPhoto[], filter: GalleryFilter): GalleryPhoto[] {
  return filter === 'all' ? photos : photos.filter((p) => p.group === filter);
}

/** Next/previous in the lightbox set, wrapping round at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count === 0) return 0;
  return (((index + delta) % count) + count) % count;
}
