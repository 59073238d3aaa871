import { userEvent, waitFor, within } from 'storybook/test';
import { t } from './storyWords';

const menuName = () => t(($) => $.ui.bottomNav.menu);

/**
 * The page's navigation as a reader reaches it at either width, for play functions (issue 36: every story holds
 * at 375 and 1280): on a desktop the sidebar's navigation named `name`; on a phone, where the sidebar folds into
 * the bottom bar's menu, that menu, opened (`closeMenu` puts it away again).
 */
export async function navAtAnyWidth(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  // The frame may still be on its way: wait for the navigation or the phone's menu button, whichever shows.
  const menuButton = await waitFor(() => {
    const button = canvas.queryByRole('button', { name: menuName() });
    if (!button && !canvas.queryByRole('navigation', { name })) throw new Error('no navigation yet');
    return button;
  });
  if (!menuButton) return canvas.getByRole('navigation', { name });
  await userEvent.click(menuButton);
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: menuName() });
}

/** Closes the phone menu `navAtAnyWidth` opened, so the page behind it is reachable again; nothing on a desktop. */
export async function closeMenu(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  if (!body.queryByRole('dialog', { name: menuName() })) return;
  await userEvent.keyboard('{Escape}');
  await waitFor(() => {
    if (body.queryByRole('dialog', { name: menuName() })) throw new Error('the menu is still open');
  });
}
