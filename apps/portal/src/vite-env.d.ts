/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tag manager container (GTM-XXXX); without it no third-party script is loaded. */
  readonly VITE_GTM_ID?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  /** The learning player host's origin (issue 15); empty means this server. */
  readonly VITE_PLAYER_HOST?: string;
  readonly VITE_MEMBER_SITE_URL?: string;
}
