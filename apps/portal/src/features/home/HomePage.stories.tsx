import { fixtures } from '@portal/api-client/mocks';
import { formatDate } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, storyLocale, t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Home/HomePage（マイページ）',
  id: 'screens-home-homepage',
  component: PortalStory,
  args: { path: '/' },
  parameters: {
    docs: {
      description: {
        component:
          'サインイン後に最初に開くマイページのトップです。教室からのお知らせ、インフォメーション、次の授業など、保護者さまがまず確かめることをまとめて表示します。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A member's home: banners, next lessons, trials, tests, announcements, information and the FAQ. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: t(($) => $.home.nextLessons) })).toBeVisible();
    await expect(await page.findByRole('heading', { name: t(($) => $.announcements.homeHeading) })).toBeVisible();
    // Each announcement names its classroom; information offers its Home labels as tabs.
    const news = within(await page.findByRole('region', { name: t(($) => $.announcements.homeHeading) }));
    await expect(await news.findByRole('link', { name: /渋谷教室\s*年末年始の休講について/ })).toBeVisible();
    const info = within(await page.findByRole('region', { name: t(($) => $.information.homeHeading) }));
    await expect(
      await info.findByRole('tab', { name: t(($) => $.information.allLabels), selected: true }),
    ).toBeVisible();
    await expect(await page.findByRole('region', { name: t(($) => $.home.carousel) })).toBeVisible();
    // The reserved trial of 2025-04-22 is upcoming on the pinned day; the consultation shows its preferred date.
    await expect(await page.findByText(t(($) => $.ui.trialCard.receipt, { number: 'R20254100' }))).toBeVisible();
    await expect(
      await page.findByText(
        containing(
          t(($) => $.ui.trialCard.wish, {
            n: 1,
            date: formatDate('2025-04-29 10:00', { style: 'long', time: true, locale: storyLocale() }),
          }),
        ),
      ),
    ).toBeVisible();
    // Only the untaken test is listed: the other was taken in March, before this month.
    await expect(await page.findByRole('link', { name: '2025年度 ロボット検定' })).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.home.toFaq) })).toHaveAttribute('href', '/faq');
    await expect(page.queryByRole('heading', { name: t(($) => $.home.membership) })).toBeNull();
    // ADR 022: the way into an online application, through the terms of use.
    const apply = within(page.getByRole('region', { name: t(($) => $.onlineApply.homeHeading) }));
    await expect(apply.getByRole('link', { name: t(($) => $.onlineApply.homeLink) })).toHaveAttribute(
      'href',
      '/online_apply/list',
    );
  },
  tags: ['visual'],
};

/** A prospective member: no next lessons; the trial box and the reminder of pending applications. */
export const Prospect: Story = {
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: t(($) => $.home.trials) })).toBeVisible();
    await expect(await page.findByRole('heading', { name: t(($) => $.home.membership) })).toBeVisible();
    await expect(page.getByText(t(($) => $.labels.applicationStatuses[2]))).toBeVisible();
    await expect(page.getByText(t(($) => $.labels.applicationStatuses[5]))).toBeVisible();
    await expect(page.queryByRole('heading', { name: t(($) => $.home.nextLessons) })).toBeNull();
    await expect(page.queryByRole('heading', { name: t(($) => $.announcements.homeHeading) })).toBeNull();
    // Role 7's menu has no online application, so neither has their home.
    await expect(page.queryByRole('region', { name: t(($) => $.onlineApply.homeHeading) })).toBeNull();
  },
  tags: ['visual'],
};

/** Role 8: next lessons and information, no classroom announcements. */
export const Limited: Story = {
  parameters: { msw: { handlers: storyHandlers('role8') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: t(($) => $.home.nextLessons) })).toBeVisible();
    await expect(await page.findByRole('heading', { name: t(($) => $.information.homeHeading) })).toBeVisible();
    await expect(page.queryByRole('heading', { name: t(($) => $.announcements.homeHeading) })).toBeNull();
    await expect(page.getByRole('region', { name: t(($) => $.onlineApply.homeHeading) })).toBeVisible();
  },
  tags: ['visual'],
};

/** A prospect with no trials and no applications is invited to find a classroom. */
export const EmptyProspect: Story = {
  parameters: { msw: { handlers: storyHandlers({ role: 7, size: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: t(($) => $.home.invitationTitle) })).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.trials.findClassroom) })).toHaveAttribute('href', '/trial');
    await expect(await page.findByText(t(($) => $.home.assessmentEmpty))).toBeVisible();
  },
};

/** A member with nothing yet: empty boxes, and no invitation (members are never invited). */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.home.nextLessonsEmpty))).toBeVisible();
    await expect(page.queryByRole('heading', { name: t(($) => $.home.invitationTitle) })).toBeNull();
  },
};

/** Every box fails on its own and says so; the page still shows the rest. */
export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    // A 5xx is asked for again once (issue 30 item 13 retries only what a retry may cure): the words come later.
    await expect(
      await page.findByText(
        t(($) => $.home.nextLessonsFailed),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(
      await page.findByText(
        t(($) => $.home.trialsFailed),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.home.toFaq) })).toBeVisible();
  },
  tags: ['visual'],
};

/** Spec 1 §4: a test taken this month is greyed; a child on leave cannot take one and is told why. */
export const AssessmentStates: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/assessment/take', ({ response }) =>
          response(200).json([
            fixtures.assessmentItem(0),
            fixtures.assessmentItem(1, { takeDate: '2025-04-10', isTake: 1 }),
            fixtures.assessmentItem(2, {
              kongetsuZaisekiStatus: 'KYUKAI',
              takeDate: null,
              isTake: 0,
              testName: '2025年度 ロボット検定 ミドル',
            }),
          ]),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const box = within(await main(canvasElement).findByRole('region', { name: t(($) => $.home.assessment) }));
    await expect(await box.findByText(t(($) => $.labels.assessmentItem.notTaken))).toBeVisible();
    await expect(box.getByText(t(($) => $.labels.assessmentItem.taken))).toBeVisible();
    await expect(box.getByText(t(($) => $.labels.assessmentItem.onLeave))).toBeVisible();
    await expect(box.getByText(t(($) => $.labels.assessmentItem.onLeaveMessage))).toBeVisible();
    // Only the untaken test opens the take page; the others are not links.
    await expect(box.getAllByRole('link', { name: /2025年度 ロボット検定/ })).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: t(($) => $.home.nextLessons) })).toBeVisible());
  },
  tags: ['visual'],
};
