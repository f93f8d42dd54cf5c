/** The compiled catalogues the build serves (build/plugins/message-catalogue.ts), one module per language but English. */
declare module 'virtual:message-catalogue/*' {
  import type { CompiledMessage } from '@/i18n/format-source';

  /** Each message compiled (Lingui's form). */
  export const messages: Record<string, CompiledMessage>;
}
