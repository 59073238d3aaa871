import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Terms/Consent（規約への同意）',
  id: 'screens-terms-consent',
  component: PortalStory,
  args: { path: '/account/multiple-consent' },
  parameters: {
    docs: {
      description: { component: 'まだ同意していない規約をまとめて示し、それぞれ最後まで読んでから同意する画面です。' },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

const longBody = (name: string) =>
  Array.from(
    { length: 14 },
    (_, i) =>
      `<h3>第${i + 1}条</h3><p>${name}の第${i + 1}条です。保護者の皆さまには、お子さまが安心して学べるよう、本規約の内容をご確認いただきます。</p>`,
  ).join('');

const longTerms = storyHttp.get('/api/account/multiple-consent-data', ({ response }) =>
  response(200).json({
    success: true,
    data: {
      termsData: {
        lynx: { body: longBody('Lynx利用規約'), revision_date: '2025-09-19' },
        steam: { body: longBody('STEAM教育サービス利用規約'), revision_date: '2025-09-19' },
      },
      agreedTerms: { privacy: true, lynx: false, steam: false },
    },
  }),
);

/** Only the outstanding terms; short texts unlock their checkbox at once. Agreeing leads to the complete page. */
export const Outstanding: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.consent.titles.consent) }),
    ).toBeVisible();
    // The fixture texts repeat their title inside the body, hence the first match.
    await expect(
      (await page.findAllByRole('heading', { level: 2, name: t(($) => $.labels.consentTerms.privacy) }))[0],
    ).toBeVisible();
    await expect(
      page.getAllByRole('heading', { level: 2, name: t(($) => $.labels.consentTerms.steam) })[0],
    ).toBeVisible();
    await expect(page.queryByRole('heading', { level: 2, name: t(($) => $.labels.consentTerms.lynx) })).toBeNull();
    const submit = page.getByRole('button', { name: t(($) => $.consent.submit) });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(t(($) => $.consent.scrollNote))).toBeVisible();
    const boxes = page.getAllByRole('checkbox', { name: containing(t(($) => $.consent.agree)) });
    await waitFor(() => expect(boxes[0]).toBeEnabled());
    for (const box of boxes) await userEvent.click(box);
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await page.findByText(t(($) => $.consent.complete))).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.consent.toHome) })).toHaveAttribute('href', '/');
  },
  tags: ['visual'],
};

/** Long texts: each checkbox waits until its text has been scrolled to the end. */
export const ScrollToAgree: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [longTerms]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const box = await page.findByRole('region', {
      name: t(($) => $.ui.consentScroller.body, { title: t(($) => $.labels.consentTerms.lynx) }),
    });
    const [lynx, steam] = page.getAllByRole('checkbox', { name: containing(t(($) => $.consent.agree)) });
    await expect(lynx).toBeDisabled();
    await expect(steam).toBeDisabled();
    box.scrollTo({ top: box.scrollHeight });
    await waitFor(() => expect(lynx).toBeEnabled());
    await expect(steam).toBeDisabled();
    await expect(page.getByRole('button', { name: t(($) => $.consent.submit) })).toBeDisabled();
  },
};

/** The terms cannot be loaded: the server's message. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'サーバーエラーが発生しました。時間をおいて再度お試しください。',
    );
    await expect(page.getByRole('button', { name: t(($) => $.consent.retry) })).toBeVisible();
  },
};

/** A failed load without a message: 'failed to fetch data'. */
export const LoadFailedWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        http.get('*/api/account/multiple-consent-data', () => new HttpResponse('Bad Gateway', { status: 502 })),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(t(($) => $.consent.loadFailed));
  },
};

/** The server refuses: its validation errors, flattened. */
export const SubmitRefused: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.post('/api/account/multiple-consent', ({ response }) =>
          response(422).json({
            message: 'STEAM教育サービス利用規約に同意してください。',
            errors: { agree_steam: ['STEAM教育サービス利用規約に同意してください。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findAllByRole('heading', { level: 2, name: t(($) => $.labels.consentTerms.steam) });
    const boxes = page.getAllByRole('checkbox', { name: containing(t(($) => $.consent.agree)) });
    await waitFor(() => expect(boxes[1]).toBeEnabled());
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(page.getByRole('button', { name: t(($) => $.consent.submit) }));
    await expect(await page.findByRole('alert')).toHaveTextContent('STEAM教育サービス利用規約に同意してください。');
  },
  tags: ['visual'],
};

/** success false: the server's message. */
export const NotSaved: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.post('/api/account/multiple-consent', ({ response }) =>
          response(200).json({ success: false, message: '同意の保存に失敗しました。' }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findAllByRole('heading', { level: 2, name: t(($) => $.labels.consentTerms.steam) });
    const boxes = page.getAllByRole('checkbox', { name: containing(t(($) => $.consent.agree)) });
    await waitFor(() => expect(boxes[1]).toBeEnabled());
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(page.getByRole('button', { name: t(($) => $.consent.submit) }));
    await expect(await page.findByRole('alert')).toHaveTextContent('同意の保存に失敗しました。');
  },
};

const allAgreed = storyHttp.get('/api/account/multiple-consent-data', ({ response }) =>
  response(200).json({
    success: true,
    data: { termsData: {}, agreedTerms: { privacy: true, lynx: true, steam: true } },
  }),
);

/** Everything already agreed. */
export const NothingOutstanding: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [allAgreed]) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.consent.nothingOutstanding))).toBeVisible();
  },
};

/** The complete page, once every terms text is agreed. */
export const Complete: Story = {
  args: { path: '/account/multiple-consent-complete' },
  parameters: { msw: { handlers: storyHandlers('role6', [allAgreed]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.consent.titles.complete) }),
    ).toBeVisible();
    await expect(await page.findByText(t(($) => $.consent.complete))).toBeVisible();
  },
  tags: ['visual'],
};

/** The complete page's address opened while terms are outstanding: it says so and leads to them. */
export const CompleteWithTermsOutstanding: Story = {
  args: { path: '/account/multiple-consent-complete' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.consent.stillOutstanding))).toBeVisible();
    await expect(page.queryByText(t(($) => $.consent.complete))).toBeNull();
    await expect(page.getByRole('link', { name: t(($) => $.consent.toConsent) })).toHaveAttribute(
      'href',
      '/account/multiple-consent',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: storyHandlers('role6', [longTerms]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('region', {
        name: t(($) => $.ui.consentScroller.body, { title: t(($) => $.labels.consentTerms.lynx) }),
      }),
    ).toBeVisible();
  },
  tags: ['visual'],
};
