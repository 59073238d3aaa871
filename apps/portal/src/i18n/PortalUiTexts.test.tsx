import { en, ja } from '@portal/messages';
import { useUiTexts } from '@portal/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '.';
import { PortalUiTexts } from './PortalUiTexts';

function Probe() {
  const texts = useUiTexts();
  return (
    <p>
      {texts.common.close}|{texts.notificationBell.unread}
    </p>
  );
}

describe('PortalUiTexts', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('ja'));
  });

  it("gives the kit the catalogue's words, placeholders left for the kit to fill", () => {
    render(<Probe />, { wrapper: PortalUiTexts });
    expect(screen.getByText(`${ja.ui.common.close}|${ja.ui.notificationBell.unread}`)).toBeTruthy();
  });

  it('re-renders the words when the language changes', async () => {
    render(<Probe />, { wrapper: PortalUiTexts });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(`${en.ui.common.close}|${en.ui.notificationBell.unread}`)).toBeTruthy();
  });

  it('fails loudly without the provider', () => {
    expect(() => render(<Probe />)).toThrow(/UiTextsProvider/);
  });
});
