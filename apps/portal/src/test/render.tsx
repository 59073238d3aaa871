import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import type { ReactElement } from 'react';
import '../i18n';
import { PortalUiTexts } from '../i18n/PortalUiTexts';

/** Testing Library's `render` inside what the portal's root gives every screen: the kit's words (ADR 026). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: PortalUiTexts, ...options });
}
