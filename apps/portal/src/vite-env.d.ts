/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tag manager container (GTM-XXXX); without it no third-party script is loaded. */
  readonly VITE_GTM_ID?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_MEMBER_SITE_URL?: string;
}
