import type { Schemas } from '@portal/api-client';
import { fixtures } from '@portal/api-client/mocks';
import { Card, Stack } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { BareRouterStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';
import { StaffTransfer } from './StaffTransferForm';

type Report = Schemas['AbsenceReport'];
type Transfer = NonNullable<Report['transfer']>;

const transfer = (index: number, status: Transfer['status'], overrides: Partial<Transfer> = {}): Transfer => {
  const lesson = fixtures.transferCandidate(index);
  return {
    lessonId: lesson.lessonId,
    date: lesson.date,
    hour: lesson.hour,
    className: lesson.className,
    status,
    note: status === 'refused' ? 'この日は教室の行事のため、振替をお受けできません。' : '',
    ...overrides,
  };
};
const withTransfer = (index: number, t: Transfer) =>
  fixtures.absenceReport(index, { transfer: t }) as Report & { transfer: Transfer };

/** Each report's card as /staff/absences draws it: the family's line as the heading, then the transfer. */
function TransferCards({ reports }: { reports: (Report & { transfer: Transfer })[] }) {
  const { t } = useTranslation();
  const [decided, setDecided] = useState<number[]>([]);
  return (
    <Stack as="ul" space="md" style={{ listStyle: 'none', padding: 0, maxWidth: '40rem' }}>
      {reports.map((report) => (
        <Card as="li" key={report.id} padding="md" space="sm" aria-labelledby={`story-card-${report.id}`}>
          <h2 id={`story-card-${report.id}`}>{t(($) => $.staffAbsences.kid, { name: report.kidName })}</h2>
          <StaffTransfer
            report={report}
            labelledBy={`story-card-${report.id}`}
            onDecided={() => setDecided((d) => [...d, report.id])}
          />
          {decided.includes(report.id) ? <p role="status">{t(($) => $.staffTransfers.decided)}</p> : null}
        </Card>
      ))}
    </Stack>
  );
}

const answers = (answer: 'ok' | 'fail' | 'answered' = 'ok') =>
  staffStoryHandlers('default', [
    storyHttp.post('/api/staff/absences/{id}/transfer', async ({ params, request, response }) => {
      if (answer === 'fail') return response('default').json({ message: 'Server Error' }, { status: 500 });
      if (answer === 'answered') {
        return response(409).json({
          message: '回答を待っている振替の申請はありません。一覧を読み込み直してください。',
        });
      }
      const body = await request.json();
      const status = body.decision === 'accept' ? 'accepted' : 'refused';
      return response(200).json({
        data: withTransfer(Number(params.id) - 8000, transfer(0, status, { note: body.note ?? '' })),
      });
    }),
  ]);

const meta = {
  // Issue 33 (ADR 051): on /staff/absences, the lesson a family asked to take instead, and the staff's answer.
  title: 'Screens/StaffAbsences/StaffTransferForm（振替の回答）',
  id: 'screens-staffabsences-transferform',
  component: TransferCards,
  args: { reports: [withTransfer(0, transfer(0, 'requested'))] },
  parameters: { msw: { handlers: answers() } },
  decorators: [(Story) => <BareRouterStory component={() => <Story />} />],
} satisfies Meta<typeof TransferCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One request waiting: refusing without a comment names the field; accepting answers it. */
export const One: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('listitem'));
    await expect(card.getByText('振替申請中')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '振替をお受けできないと回答する' }));
    await expect((await card.findAllByText('振替についてのコメントを入力してください。'))[0]).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '振替を受け付ける' }));
    await expect(await card.findByText('振替に回答しました。保護者さまに通知されます。')).toBeVisible();
  },
  tags: ['visual'],
};

/** Every status: waiting (with the form), accepted, refused with the comment the family reads. */
export const Many: Story = {
  args: {
    reports: [
      withTransfer(0, transfer(0, 'requested')),
      withTransfer(1, transfer(1, 'accepted')),
      withTransfer(2, transfer(2, 'refused')),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('振替決定')).toBeVisible();
    await expect(
      canvas.getByText('振替についての教室のコメント：この日は教室の行事のため、振替をお受けできません。'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '振替を受け付ける' })).toHaveLength(1);
  },
  tags: ['visual'],
};

/** No transfer asked for: the card carries no transfer part (the list shows only the absence). */
export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: '振替を受け付ける' })).toBeNull();
  },
};

/** The answer could not be sent: the comment stays, with what happened. */
export const Failure: Story = {
  parameters: { msw: { handlers: answers('fail') } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('listitem'));
    await userEvent.type(card.getByRole('textbox', { name: /振替についてのコメント/ }), '満席のため');
    await userEvent.click(card.getByRole('button', { name: '振替をお受けできないと回答する' }));
    await expect((await card.findAllByText(/回答を送れませんでした/))[0]).toBeVisible();
    await expect(card.getByRole('textbox', { name: /振替についてのコメント/ })).toHaveValue('満席のため');
  },
  tags: ['visual'],
};

/** The family withdrew it (or a colleague answered) meanwhile: the server's words say so. */
export const AnsweredMeanwhile: Story = {
  parameters: { msw: { handlers: answers('answered') } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('listitem'));
    await userEvent.click(card.getByRole('button', { name: '振替を受け付ける' }));
    await expect(
      (await card.findAllByText('回答を待っている振替の申請はありません。一覧を読み込み直してください。'))[0],
    ).toBeVisible();
  },
};

/** A long class name and a long comment wrap inside the card at phone width. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    reports: [
      withTransfer(
        2,
        transfer(2, 'refused', {
          className: 'ロボティクスプロフェッショナル水曜夕方特別振替受け入れクラス',
          note: 'この日は教室の行事があり、振替をお受けできません。翌週の水曜日でしたら空きがありますので、あらためてお申し込みください。'.repeat(
            2,
          ),
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/翌週の水曜日でしたら/)).toBeVisible();
  },
  tags: ['visual'],
};
