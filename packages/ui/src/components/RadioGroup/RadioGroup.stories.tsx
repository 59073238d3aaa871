import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { RadioGroup, radioOrientations } from './RadioGroup';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '1つの見出し（legend）の下に並ぶラジオボタンです。\n\n- **使う場面**：少数（7つ程度まで）の選択肢から1つを選ぶとき。\n- **使わない場面**：選択肢が多いとき（Select）、複数選べるとき（Checkbox）、すぐに反映される設定（Switch）。\n- **バリエーションの選び方**：`vertical`（既定）と `horizontal`（短い選択肢）。保存中は `busy`（フォーカスを保つ）、選べないときは `disabled`。\n- **アクセシビリティ**：ネイティブのラジオで、矢印キーで選択が移ります。legend と ※必須 / 任意、エラーが読み上げられます。';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    legend: '性別',
    required: true,
    name: 'genderId',
    orientation: 'horizontal',
    options: [
      { value: '1', label: '男性' },
      { value: '2', label: '女性' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioOrientations } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    await expect(canvas.getByRole('group', { name: `性別 ${uiTextsOf({ loaded }).field.required}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '男性' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '女性' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
  tags: ['visual'],
};

export const Selected: Story = { args: { defaultValue: '2' } };

/** The whole group fixed (the fieldset is disabled); a single option can be disabled in `options` instead. While a
 * choice is saved use `busy`, which keeps focus. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2' },
  play: async ({ args, canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first).toBeDisabled();
    await expect(second).toBeDisabled();
    await userEvent.click(first as HTMLElement);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(second).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: '性別を選択してください' },
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByRole('group', { name: `性別 ${uiTextsOf({ loaded }).field.required}` }),
    ).toHaveAccessibleDescription(`${uiTextsOf({ loaded }).field.errorPrefix.trim()} 性別を選択してください`);
    await expect(canvas.getByRole('radio', { name: '男性' })).toHaveAttribute('aria-invalid', 'true');
  },
  tags: ['visual'],
};

/** While a choice is saved, arrow keys change nothing and focus stays in the group (it is not disabled). */
export const Busy: Story = {
  args: { busy: true, value: '1' },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('radio', { name: '男性' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: /性別/ }).contains(document.activeElement)).toBe(true);
    await expect(first).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { options: [], legend: '選択肢なし', required: false } };

export const LongJapaneseText: Story = {
  args: {
    legend: '当教室を何でお知りになりましたか（いちばん近いものを一つお選びください）',
    name: 'questionnaire',
    orientation: 'vertical',
    options: [
      { value: '1', label: '新聞の折り込みチラシ・ポスティングされたチラシ' },
      {
        value: '2',
        label: '知人・友人・きょうだいからの紹介',
        hint: '紹介コードをお持ちの方は下の欄に入力してください',
      },
      { value: '3', label: 'インターネット検索（Google、Yahoo! など）や SNS の広告' },
      { value: '4', label: 'その他（教室の前を通りかかった、学校で配られたお知らせなど）', disabled: true },
    ],
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
