import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { t } from '../../app/storyWords';
import { formDrafts } from '../../forms/drafts';
import { emptyMembershipValues, type MembershipValues, membershipDraftKey } from './membershipValues';

// Issue 29: the input and its check, built from the form layer's field groups.
const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/OnlineApply/Input（入会のお申し込み・入力）',
  id: 'screens-onlineapply-input',
  component: PortalStory,
  args: { path: '/online_apply/input_conf?kidId=501&subscriptionCode=M202507001' },
  parameters: {
    docs: {
      description: {
        component: '入会のお申し込みで、お子さまと保護者さまの情報、コース、お支払い方法を入力して確かめる画面です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role7') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const search = { kidId: 501, subscriptionCode: 'M202507001' };
const typed: MembershipValues = {
  ...emptyMembershipValues(),
  kidLastName: '伊藤',
  kidFirstName: '陽向',
  kidLastNameKana: 'ｲﾄｳ',
  kidFirstNameKana: 'ヒナタ',
  kidBirthday: '2017-05-12',
  kidGenderId: '1',
  kidSchoolName: '武蔵野市立第一小学校',
  kidSchoolGrade: '3',
  guardianLastName: '伊藤',
  guardianFirstName: '真由美',
  guardianLastNameKana: 'イトウ',
  guardianFirstNameKana: 'マユミ',
  guardianBirthYear: '1986',
  guardianGenderId: '2',
  guardianTelNumber: '０７０－１１１１－２２２２',
  guardianEmail: 'prospect@example.com',
  guardianEmailKbn: 'M',
  guardianEmailBackup: 'mayumi@example.jp',
  guardianEmailBackupKbn: 'P',
  guardianJobId: '3',
  guardianKankeiCode: 'MOTHER',
  guardianZipcode: '1800003',
  guardianPrefectureId: '13',
  guardianCity: '武蔵野市',
  guardianBlock: '吉祥寺南町1-2-3',
  privacy: '1',
};

/** input_conf shows what will be sent: the chosen email kinds, the phone as digits, the kana in full width. */
export const ConfirmShowsWhatIsSent: Story = {
  beforeEach: () => {
    formDrafts.save(membershipDraftKey(search), { values: typed, base: emptyMembershipValues() });
    return () => formDrafts.clear(membershipDraftKey(search));
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement.ownerDocument.body).findByRole('main'));
    // Each row by its label in the story's language (issue 36: 'Email type' also begins 'Email type (backup)',
    // so the label is matched whole); the values are what was typed.
    const row = async (label: string) => (await main.findByRole('rowheader', { name: label })).closest('tr');
    await expect(await row(t(($) => $.fieldGroups.email.kind))).toHaveTextContent(t(($) => $.labels.emailKinds.M));
    await expect(await row(t(($) => $.fieldGroups.email.backupKind))).toHaveTextContent(
      t(($) => $.labels.emailKinds.P),
    );
    await expect(await row(t(($) => $.membershipApply.tel))).toHaveTextContent('07011112222');
    await expect(await row(t(($) => $.membershipApply.kidKana))).toHaveTextContent('イトウ ヒナタ');
  },
};
