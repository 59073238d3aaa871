import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyHandlers } from '../../app/PortalStory';
import { InformationHomeList } from '../information/InformationHomeList';
import { AnnouncementHomeList } from './AnnouncementHomeList';

function HomeLists() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <AnnouncementHomeList />
      <InformationHomeList />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Screens/Announcements/HomeLists',
  component: HomeLists,
  parameters: { msw: { handlers: storyHandlers('role6') } },
} satisfies Meta<typeof HomeLists>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** Home shows 4 a page with the public date's first 11 characters, and a pager between pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const news = within(await section(canvasElement, '教室からのお知らせ'));
    const rows = await news.findAllByRole('link', { name: /^2025-/ });
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(/^2025-04-15 重要/);
    await userEvent.click(news.getByRole('button', { name: /2/ }));
    await expect(await news.findByRole('link', { name: /教材費改定のお知らせ/ })).toBeVisible();
    await expect(news.getByRole('link', { name: 'お知らせ一覧へ' })).toHaveAttribute('href', '/announcement/list');
    const info = within(await section(canvasElement, 'インフォメーション'));
    await expect(await info.findAllByRole('link', { name: /^2025-/ })).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
    await expect(await within(canvasElement).findByText('インフォメーションはありません')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/お知らせを読み込めませんでした/)).toBeVisible();
    await expect(await within(canvasElement).findByText(/インフォメーションを読み込めませんでした/)).toBeVisible();
  },
};

export const PhoneLoaded: Story = { globals: { viewport: { value: 'phone' } } };
