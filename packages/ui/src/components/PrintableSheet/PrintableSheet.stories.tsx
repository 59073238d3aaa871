import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { type ApplicationPrintData, ApplicationPrintForm, PrintableSheet } from './PrintableSheet';

const data: ApplicationPrintData = {
  applicationDate: '2026年11月18日',
  courses: [
    { lecture: 'ロボット教室', course: 'プライマリー', startMonth: '2026年12月' },
    { lecture: 'サイエンス教室', course: 'スタンダード', startMonth: '2027年1月' },
  ],
  child: {
    kana: 'ヤマダ サクラ',
    name: '山田 さくら',
    gender: 'female',
    birthDate: '2018年4月2日',
    age: '8歳',
    schoolName: '渋谷区立さくら小学校',
    grade: '小学2年生',
  },
  guardian: {
    name: '山田 花子',
    postalCode: '150-0002',
    prefecture: '東京都',
    address: '渋谷区渋谷2-1-1 さくらマンション101',
    phone: '090-1234-5678',
    email: 'hanako@example.com',
    birthYear: '1985年',
    occupation: '会社員（事務・営業・企画）',
  },
  classroomName: '渋谷教室',
  payment: {
    entryFee: '11,000円',
    monthlyFee: '6,600円',
    materialFee: '33,000円',
    other: '0円',
    discount: '-5,500円',
    total: '45,100円',
  },
};

const terms = (
  <>
    <h2>第10条（入会金）</h2>
    <p>入会金は10,000円（税抜）とし、いかなる場合も返金いたしません。</p>
    <h2>第11条（月謝）</h2>
    <p>月謝は週1回の授業で月額6,000円（税抜）とします。</p>
  </>
);

function findPrintRule(className: string) {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print') {
        for (const inner of Array.from(rule.cssRules)) {
          if (inner instanceof CSSStyleRule && inner.selectorText === `.${className}`) return inner;
        }
      }
    }
  }
  return undefined;
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'A4 の印刷用のページです。画面では紙のように、印刷では余白なしで出ます。\n\n- **使う場面**：申込書など印刷して使う書類。\n- **使わない場面**：通常の画面。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：画面では本文として読み上げられます。印刷時はメニューなどを出しません。';

const meta = {
  title: 'Widgets/PrintableSheet',
  component: PrintableSheet,
  args: {
    heading: '入会申込書',
    onPrint: fn(),
    children: <ApplicationPrintForm data={data}>{terms}</ApplicationPrintForm>,
  },
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
} satisfies Meta<typeof PrintableSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('heading', { level: 1, name: '入会申込書' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: ui.printableSheet.form.total })).toBeVisible();
    // Five course rows are always printed, blank ones included.
    const coursesTable = canvas.getByRole('columnheader', { name: ui.printableSheet.form.startMonth }).closest('table');
    await expect(coursesTable?.querySelectorAll('tbody tr')).toHaveLength(5);
    const button = canvas.getByRole('button', { name: ui.printableSheet.print });
    await userEvent.click(button);
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    // On paper: an A4 page box, and no print button.
    await expect(canvasElement.querySelector('style')?.textContent).toContain('size: A4');
    await expect(findPrintRule(button.className)?.style.display).toBe('none');
  },
  tags: ['visual'],
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('status')).toHaveTextContent(ui.common.loading);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    onPrint: undefined,
    children: (
      <ApplicationPrintForm
        data={{
          ...data,
          courses: [],
          child: { ...data.child, gender: undefined },
          guardian: { ...data.guardian, birthYear: undefined, occupation: undefined },
        }}
      />
    ),
  },
};

export const LongJapaneseText: Story = {
  args: {
    children: (
      <ApplicationPrintForm
        data={{
          ...data,
          guardian: {
            ...data.guardian,
            address:
              '渋谷区渋谷二丁目一番一号 ロボット科学教育クラブ恵比寿ガーデンプレイス前駅前スクエアマンション東棟十二階一二〇一号室',
            email: 'a.very.long.email.address.for.testing.wrapping@example-long-domain-name.co.jp',
          },
          notes: '兄弟で同時に入会。教材は兄のものを共有するため教材費は一部免除。振替希望日は水曜日または土曜日。',
        }}
      />
    ),
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
