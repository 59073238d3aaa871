import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { formDrafts } from '../../forms/drafts';
import { PROFILE_DRAFT_KEY } from './profileValues';
import { sparseMember, userHandler } from './storyData';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Profile/ProfileEdit（登録情報の変更）',
  id: 'screens-profile-profileedit',
  component: PortalStory,
  args: { path: '/profile/edit' },
  parameters: {
    docs: {
      description: {
        component:
          '保護者さまとお子さまの登録情報（氏名・フリガナ・住所・電話番号・メールアドレス）を変更する画面です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
  beforeEach: () => formDrafts.clear(PROFILE_DRAFT_KEY),
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** The form starts from the saved profile. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    await expect(await page.findByLabelText('セイ')).toHaveValue('ヤマダ');
    await expect(page.getByLabelText(/^生まれ年/)).toHaveValue('1986');
    await expect(page.getByRole('radio', { name: '女性' })).toBeChecked();
    await expect(page.getByLabelText(/^建物名・部屋番号/)).toHaveValue('ヒカリエ11階');
  },
  tags: ['visual'],
};

/** Mistakes are listed at the top and beside each field; what was typed stays. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const family = await page.findByLabelText('姓');
    await userEvent.clear(family);
    const kana = page.getByLabelText('メイ');
    await userEvent.clear(kana);
    await userEvent.type(kana, 'みさき');
    const email = canvasElement.querySelector<HTMLInputElement>('#profile-email');
    if (!email) throw new Error('no email field');
    await userEvent.clear(email);
    await userEvent.type(email, 'misaki@');
    await userEvent.click(page.getByRole('button', { name: '確認画面へ進む' }));

    const summary = await page.findByRole('alert');
    await expect(within(summary).getByRole('link', { name: '姓を入力してください。' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'メイはカタカナで入力してください。' })).toBeVisible();
    await expect(
      within(summary).getByRole('link', { name: 'メールアドレスは name@example.com の形で入力してください。' }),
    ).toBeVisible();
    await expect(kana).toHaveValue('みさき');
    await expect(kana).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(summary).toHaveFocus());
  },
  tags: ['visual'],
};

/** A sparse profile: optional fields empty, the required ones to fill. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [userHandler({ ...sparseMember, genderId: null })]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByLabelText(/^生まれ年/)).toHaveValue('');
    await expect(page.getByRole('radio', { name: '男性' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: '女性' })).not.toBeChecked();
  },
};

/** The profile changed while the confirm screen was open: back here, with the reason. */
export const ChangedElsewhere: Story = {
  args: { path: '/profile/edit?notice=changed' },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('プロフィールが更新されたため、編集画面に戻りました。'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByLabelText('セイ')).toHaveValue('ヤマダ');
  },
  tags: ['visual'],
};
