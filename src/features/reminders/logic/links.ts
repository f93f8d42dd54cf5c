import { paths } from '@/config/paths';
import { meetingAnchor } from '@/features/schedule';

/** Where a reminder leads: its entry on the Meeting Schedule page. */
export const meetingHref = ({ id, session }: { id: number; session: boolean }) =>
  `${paths.user.schedulePreview}#${meetingAnchor({ id, type: session ? 1 : 2 })}`;
