import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BareRouterStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { i18n } from '../../i18n';
import { ChatBot } from './ChatBot';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/ChatBot/ChatBot（チャットボット）',
  id: 'screens-chatbot-chatbot',
  component: ChatBot,
  parameters: {
    docs: {
      description: {
        component:
          'よくある質問に自動で答えるチャットボットです。質問を選ぶか入力すると回答と関連するよくある質問を示し、解決しないときはお問い合わせ先を案内します。',
      },
    },
    msw: { handlers: storyHandlers('role6') },
  },
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

// The catalogue's words in the story's language (issue 36: the stories pass in English too); the bot's part renders
// after the bare router, so the first look-up waits for it.
const words = () => i18n.t(($) => $.chatBot, { returnObjects: true });
// The words before the count of 「こちらの質問が参考になりそうです（{{count}}件）。」 / "These questions may help ({{count}})."
const foundLead = () => words().found.split('{{')[0] ?? '';
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const question = (canvas: Canvas) => canvas.findByRole('textbox', { name: new RegExp(words().questionLabel) });

/** Waiting for a question: a greeting, the box, and the way to the classroom chat. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: words().heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words().handover })).toHaveAttribute('href', '/chat/class_select');
  },
  tags: ['visual'],
};

/** A question typed as a sentence is answered with the matching FAQ articles, announced politely. */
export const AnswersFromFaq: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await question(canvas), '振替はいつまでですか{Enter}');
    await expect(await canvas.findByText(new RegExp(foundLead().replace(/[()（）]/g, '.')))).toBeVisible();
    await expect(canvas.getByRole('list', { name: words().log })).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: /振替授業はいつまで申請できますか/ })).toHaveAttribute(
      'href',
      '/faq/article/detail/102',
    );
    await expect(await question(canvas)).toHaveFocus();
  },
  tags: ['visual'],
};

/** Nothing matches: a friendly message and the classroom chat. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await question(canvas), '宇宙旅行の予約{Enter}');
    await expect(await canvas.findByText(words().notFound)).toBeVisible();
  },
};

export const BlankQuestion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: words().ask }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(words().empty);
    await expect(await question(canvas)).toHaveAccessibleDescription(new RegExp(words().empty));
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
    await userEvent.type(await question(canvas), '月謝{Enter}');
    await expect(await canvas.findByText(words().failed)).toBeVisible();
  },
};

export const Phone: Story = { ...AnswersFromFaq, globals: { viewport: { value: 'phone' } }, tags: ['visual'] };
