import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BareRouterStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { ChatBot } from './ChatBot';

const meta = {
  title: 'Screens/ChatBot/ChatBot',
  component: ChatBot,
  parameters: { msw: { handlers: storyHandlers('role6') } },
  decorators: [
    (Story) => (
      <BareRouterStory
        component={() => (
          <div style={{ maxWidth: '40rem' }}>
            <Story />
          </div>
        )}
      />
    ),
  ],
} satisfies Meta<typeof ChatBot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a question: a greeting, the box, and the way to the classroom chat. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'お困りごとはありませんか？' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '教室にチャットで相談する' })).toHaveAttribute(
      'href',
      '/chat/class_select',
    );
  },
  tags: ['visual'],
};

/** A question typed as a sentence is answered with the matching FAQ articles, announced politely. */
export const AnswersFromFaq: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /ご質問/ }), '振替はいつまでですか{Enter}');
    await expect(await canvas.findByText(/こちらの質問が参考になりそうです/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: '質問アシスタントとのやりとり' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getByRole('link', { name: /振替授業はいつまで申請できますか/ })).toHaveAttribute(
      'href',
      '/faq/article/detail/102',
    );
    await expect(canvas.getByRole('textbox', { name: /ご質問/ })).toHaveFocus();
  },
  tags: ['visual'],
};

/** Nothing matches: a friendly message and the classroom chat. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /ご質問/ }), '宇宙旅行の予約{Enter}');
    await expect(await canvas.findByText(/ぴったりの答えが見つかりませんでした/)).toBeVisible();
  },
};

export const BlankQuestion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '質問する' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('ご質問を入力してください。');
    await expect(canvas.getByRole('textbox', { name: /ご質問/ })).toHaveAccessibleDescription(
      /ご質問を入力してください。/,
    );
  },
};

export const SearchFails: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/faq/article/search/3', ({ response }) =>
          response('default').json({ message: 'エラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /ご質問/ }), '月謝{Enter}');
    await expect(await canvas.findByText('通信に失敗しました。時間をおいてもう一度お試しください。')).toBeVisible();
  },
};

export const Phone: Story = { ...AnswersFromFaq, globals: { viewport: { value: 'phone' } }, tags: ['visual'] };
