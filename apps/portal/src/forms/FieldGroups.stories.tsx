import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressFields } from './AddressFields';
import { sameNames } from './appForm';
import { ChildFields } from './ChildFields';
import { EmailFields } from './EmailFields';
import {
  DEMO_TODAY,
  DemoChildRows,
  type DemoField,
  type DemoValues,
  demoLookup,
  FieldGroupDemo,
} from './fieldGroupsDemo';
import { PersonNameFields } from './PersonNameFields';
import { PhoneFields } from './PhoneFields';

/**
 * The form layer's field groups (ADR 038), each on a form of its own over the domain's rules: the states a
 * guardian or the classroom meets (empty, filled, errors, the address search's answers, several children).
 */
const meta = {
  title: 'Forms/Field groups',
  component: FieldGroupDemo,
  args: { shown: [], children: () => null },
} satisfies Meta<typeof FieldGroupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'] as const satisfies readonly DemoField[];
const SPLIT = ['zipcode', 'prefectureId', 'city', 'block', 'building'] as const satisfies readonly DemoField[];
const COMBINED = ['zipcode', 'prefectureCity', 'blockBuilding'] as const satisfies readonly DemoField[];
const EMAIL = ['email', 'emailKbn', 'emailBackup', 'emailBackupKbn'] as const satisfies readonly DemoField[];
const CHILD = [
  'childLastName',
  'childFirstName',
  'childLastNameKana',
  'childFirstNameKana',
  'childBirthday',
  'childGenderId',
  'childSchoolName',
  'childSchoolGrade',
] as const satisfies readonly DemoField[];

function NameDemo({ defaults = {} }: { defaults?: Partial<DemoValues> }) {
  return (
    <FieldGroupDemo shown={NAME} defaults={defaults}>
      {(f) => <PersonNameFields f={f} fields={sameNames(NAME)} legend="保護者のお名前" kanaLegend="保護者のフリガナ" />}
    </FieldGroupDemo>
  );
}
function AddressDemo({ layout, defaults = {} }: { layout: 'split' | 'combined'; defaults?: Partial<DemoValues> }) {
  return (
    <FieldGroupDemo shown={layout === 'split' ? SPLIT : COMBINED} defaults={defaults}>
      {(f) => (
        <AddressFields f={f} lookup={demoLookup} fields={layout === 'split' ? sameNames(SPLIT) : sameNames(COMBINED)} />
      )}
    </FieldGroupDemo>
  );
}
const name =
  (defaults?: Partial<DemoValues>): Story['render'] =>
  () => <NameDemo defaults={defaults} />;
const address =
  (layout: 'split' | 'combined', defaults?: Partial<DemoValues>): Story['render'] =>
  () => <AddressDemo layout={layout} defaults={defaults} />;
const submit = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: '確認する' }));
const search = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: '住所検索' }));

/** 姓 / 名 and セイ / メイ; half-width kana are taken as full width. */
export const Name: Story = {
  render: name(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^姓/ }), '山田');
    await userEvent.type(canvas.getByRole('textbox', { name: /^名/ }), '花子');
    await userEvent.type(canvas.getByRole('textbox', { name: /^セイ/ }), 'ﾔﾏﾀﾞ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^メイ/ }), 'ハナコ');
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('status', { name: '送信内容' })).toHaveTextContent('"ヤマダ"'));
  },
};

/** Every name error, worded with the label the box shows. */
export const NameErrors: Story = {
  render: name({ lastNameKana: 'やまだ' }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('textbox', { name: /^セイ/ })).toHaveAccessibleDescription(
      /保護者のセイはカタカナで入力してください。/,
    );
    await expect(canvas.getByRole('textbox', { name: /^姓/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The search fills prefecture, city and town. */
export const AddressFound: Story = {
  render: address('split'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^郵便番号/ }), '１５０－０００１');
    await search(canvas);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^市区町村/ })).toHaveValue('渋谷区'));
    await expect(canvas.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('13');
    await expect(canvas.getByRole('textbox', { name: /^町名・番地/ })).toHaveValue('神宮前');
  },
};

/** A 町名・番地 already typed is kept, and the status says so. */
export const AddressKeepsTypedBlock: Story = {
  render: address('split', { block: '神宮前1-2-3' }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^郵便番号/ }), '1500001');
    await search(canvas);
    await expect(await canvas.findByText(/入力済みの「町名・番地」はそのままにしています/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^町名・番地/ })).toHaveValue('神宮前1-2-3');
  },
};

/** Spec 2 §8: a code the table does not know is cleared; the status names it. */
export const AddressNotFound: Story = {
  render: address('split'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^郵便番号/ }), '0000000');
    await search(canvas);
    await expect(await canvas.findByText(/郵便番号 0000000 に当たる都道府県が見つかりませんでした。/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^郵便番号/ })).toHaveValue('');
  },
};

/** A look-up that cannot be made keeps the code and asks to try again. */
export const AddressNetworkFailure: Story = {
  render: address('split'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^郵便番号/ }), '9999999');
    await search(canvas);
    await expect(
      await canvas.findByText('住所を検索できませんでした。通信状況をご確認のうえ、もう一度お試しください。'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^郵便番号/ })).toHaveValue('9999999');
    await expect(canvas.getByRole('button', { name: '住所検索' })).toBeEnabled();
  },
};

/** The bookings' layout: prefecture and city in one box. */
export const AddressCombined: Story = {
  render: address('combined'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^郵便番号/ }), '1800004');
    await search(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^都道府県・市区町村/ })).toHaveValue('東京都武蔵野市'),
    );
    await expect(canvas.getByRole('textbox', { name: /^番地・建物名/ })).toHaveValue('吉祥寺本町');
  },
};

/** Every address error beside its box. */
export const AddressErrors: Story = {
  render: address('split', { zipcode: '12345' }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('textbox', { name: /^町名・番地/ })).toHaveAccessibleDescription(
      /町名・番地を入力してください。/,
    );
    await expect(canvas.getByRole('textbox', { name: /^建物名・部屋番号 任意/ })).toBeVisible();
  },
};

/** Phones take full-width digits and hyphens; a wrong number says what to type. */
export const Phones: Story = {
  render: function PhonesStory() {
    return (
      <FieldGroupDemo shown={['telNumber', 'telNumberBackup']} defaults={{ telNumberBackup: '03-1234' }}>
        {(f) => <PhoneFields f={f} fields={sameNames(['telNumber', 'telNumberBackup'])} />}
      </FieldGroupDemo>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^電話番号 ※必須/ }), '０９０－１２３４－５６７８');
    await submit(canvas);
    const backup = canvas.getByRole('textbox', { name: /^電話番号（予備） 任意/ });
    await waitFor(() => expect(backup).toHaveAccessibleDescription(/電話番号（予備）は0から始まる/));
    await expect(canvas.getByRole('textbox', { name: /^電話番号 ※必須/ })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The address with its kind, and the backup address whose kind is asked for with the other errors. */
export const EmailWithKinds: Story = {
  render: function EmailStory() {
    return (
      <FieldGroupDemo shown={EMAIL} defaults={{ emailBackup: 'backup@example.jp' }}>
        {(f) => <EmailFields f={f} fields={sameNames(EMAIL)} />}
      </FieldGroupDemo>
    );
  },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('group', { name: /^メールアドレスの種類/ })).toHaveAccessibleDescription(
      /メールアドレスの種類を選択してください。/,
    );
    await expect(canvas.getByRole('textbox', { name: /^メールアドレス ※必須/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A signed-in guardian's known address, read-only. */
export const EmailLocked: Story = {
  render: function LockedStory() {
    return (
      <FieldGroupDemo shown={['email']} defaults={{ email: 'misaki@example.jp' }}>
        {(f) => <EmailFields f={f} fields={{ email: 'email' }} locked />}
      </FieldGroupDemo>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /^登録済みのメールアドレス/ });
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveValue('misaki@example.jp');
  },
};

/** One child with birthday (the picker opens five years back), gender, school and grade. */
export const Child: Story = {
  render: function ChildStory() {
    return (
      <FieldGroupDemo shown={CHILD}>
        {(f) => (
          <ChildFields
            f={f}
            today={DEMO_TODAY}
            fields={{
              lastName: 'childLastName',
              firstName: 'childFirstName',
              lastNameKana: 'childLastNameKana',
              firstNameKana: 'childFirstNameKana',
              birthday: 'childBirthday',
              genderId: 'childGenderId',
              schoolName: 'childSchoolName',
              schoolGrade: 'childSchoolGrade',
            }}
          />
        )}
      </FieldGroupDemo>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /カレンダー/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2021年11月');
    await userEvent.keyboard('{Escape}');
    await submit(canvas);
    await expect(await canvas.findByRole('textbox', { name: /^学校名・園名/ })).toHaveAccessibleDescription(
      /お子さまの学校名・園名を入力してください。/,
    );
  },
};

/** Several children: adding moves focus to the new child, removing to the child in its place. */
export const ChildRows: Story = {
  render: function RowsStory() {
    return <FieldGroupDemo shown={['kid1LastName']}>{(f) => <DemoChildRows f={f} />}</FieldGroupDemo>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'お子さまを追加する' }));
    const second = canvas.getByRole('group', { name: /^お子さま（2人目）のお名前/ });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /^姓/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'お子さまを追加する' }));
    await expect(canvas.getByText('お子さまは3人までお申し込みいただけます。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'お子さま（3人目）を削除する' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'お子さま（2人目）' })).toHaveFocus());
  },
};

/** The second child's errors say which child. */
export const ChildRowsErrors: Story = {
  render: function RowsErrorsStory() {
    return (
      <FieldGroupDemo
        shown={['kid1LastName', 'kid2LastName', 'kid2SchoolGrade']}
        defaults={{ kidCount: '2', kid1LastName: '山田' }}
      >
        {(f) => <DemoChildRows f={f} />}
      </FieldGroupDemo>
    );
  },
  play: async ({ canvas }) => {
    await submit(canvas);
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary).getByRole('link', { name: 'お子さま（2人目）の姓を入力してください。' }),
    ).toBeVisible();
    await expect(
      within(summary).getByRole('link', { name: 'お子さま（2人目）の学年を選択してください。' }),
    ).toBeVisible();
  },
};
