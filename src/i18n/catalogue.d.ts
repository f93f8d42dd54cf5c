/** The compiled catalogues the build serves (build/plugins/message-catalogue.ts), one module per language. */
declare module 'virtual:message-catalogue/*' {
  import type { CompiledMessage, MessageValues } from '@/i18n/format-source';

  /** Each message compiled (Lingui's form); English: only its messages with placeholders. */
  export const messages: Record<string, CompiledMessage>;
  /** English only: the formatter of its messages with placeholders, when it has any. */
  export const format: ((message: CompiledMessage, values?: MessageValues) => string) | undefined;
}
