/** The compiled catalogues the build serves (build/plugins/message-catalogue.ts), one module per language. */
declare module 'virtual:message-catalogue/*' {
  import type { CompiledMessage, MessageValues } from '@/i18n/format-source';

  /** Each message compiled (Lingui's form); English: none (each comes with the module that writes its id). */
  export const messages: Record<string, CompiledMessage>;
  /** English only: none (the formatter comes with the messages, src/i18n/i18n.ts registerSourceMessages). */
  export const format: ((message: CompiledMessage, values?: MessageValues) => string) | undefined;
}
