import { zodResolver } from '@hookform/resolvers/zod';
import { mediaSurveySchema } from './media-survey-schema';

/** The media survey's checks: its own chunk, loaded after the page's first paint or by the first check (use-media-survey.ts). */
export const mediaSurveyResolver = zodResolver(mediaSurveySchema);
