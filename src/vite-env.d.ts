/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCKING?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_FIXED_NOW?: string;
  readonly VITE_FILE_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
