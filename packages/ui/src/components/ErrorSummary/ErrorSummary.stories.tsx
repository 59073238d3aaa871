import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'フォームの上部に出すエラーの一覧です。各項目は該当の欄へ移るリンクです。\n\n- **使う場面**：送信したフォームにエラーがあるとき（GOV.UK のエラーサマリー）。\n- **使わない場面**：1つの欄だけのエラー（Field の error）、送信そのものの失敗（Alert）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：表示されるとフォーカスが移り、見出しが読み上げられます。リンクを選ぶと欄にフォーカスします。';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'summary-demo-tel', message: '電話番号を入力してください' },
      { fieldId: 'summary-demo-zip', message: '郵便番号は7桁の数字で入力してください' },
    ],
  },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextField id="summary-demo-tel" label="電話番号" required error="電話番号を入力してください" />
      <TextField id="summary-demo-zip" label="郵便番号" required error="郵便番号は7桁の数字で入力してください" />
    </>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const summary = canvas.getByRole('alert', { name: ui.errorSummary.title });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: '郵便番号は7桁の数字で入力してください' }));
    await expect(canvas.getByRole('textbox', { name: `郵便番号 ${ui.field.required}` })).toHaveFocus();
  },
  tags: ['visual'],
};

export const Empty: Story = {
  args: { errors: [] },
  render: (args) => <ErrorSummary {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failed submit moves focus to the summary; the typed values stay in their fields. */
export const FocusOnFailedSubmit: Story = {
  render: () => {
    const [submitCount, setSubmitCount] = useState(0);
    const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
    const [name, setName] = useState('');
    const [tel, setTel] = useState('');
    const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const next: ErrorSummaryItem[] = [];
          if (!name) next.push({ fieldId: 'submit-demo-name', message: 'お名前を入力してください' });
          if (!/^0\d{9,10}$/.test(tel))
            next.push({ fieldId: 'submit-demo-tel', message: '正しい電話番号を入力してください' });
          setErrors(next);
          setSubmitCount((count) => count + 1);
        }}
      >
        <ErrorSummary errors={errors} submitCount={submitCount} />
        <TextField
          id="submit-demo-name"
          label="お名前"
          required
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errorOf('submit-demo-name')}
        />
        <TextField
          id="submit-demo-tel"
          label="電話番号"
          required
          type="tel"
          autoComplete="tel"
          value={tel}
          onChange={(event) => setTel(event.target.value)}
          error={errorOf('submit-demo-tel')}
        />
        <button type="submit">確認画面へ進む</button>
      </form>
    );
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: `電話番号 ${ui.field.required}` }), '03-1234');
    await userEvent.click(canvas.getByRole('button', { name: '確認画面へ進む' }));
    const summary = await canvas.findByRole('alert', { name: ui.errorSummary.title });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: `電話番号 ${ui.field.required}` })).toHaveValue('03-1234');
    await userEvent.click(canvas.getByRole('link', { name: 'お名前を入力してください' }));
    await expect(canvas.getByRole('textbox', { name: `お名前 ${ui.field.required}` })).toHaveFocus();
  },
};

/** A link to a group (radios, 姓 / 名) focuses its first control. */
export const LinksToGroup: Story = {
  args: { errors: [{ fieldId: 'summary-demo-gender', message: '性別を選択してください' }] },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <RadioGroup
        id="summary-demo-gender"
        legend="性別"
        required
        name="genderId"
        error="性別を選択してください"
        options={[
          { value: '1', label: '男性' },
          { value: '2', label: '女性' },
        ]}
      />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '性別を選択してください' }));
    await expect(canvas.getByRole('radio', { name: '男性' })).toHaveFocus();
  },
};

/** A failure that belongs to no field (the server refused, the network failed) is listed as text. */
export const WithoutField: Story = {
  args: {
    errors: [
      { message: '通信に失敗しました。電波の良い場所でもう一度お試しください。' },
      { fieldId: 'summary-demo-tel', message: '電話番号を入力してください' },
    ],
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const summary = canvas.getByRole('alert', { name: ui.errorSummary.title });
    await expect(summary).toHaveTextContent('通信に失敗しました。');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Under a sticky header (the portal's) the summary scrolls into view with its heading visible. */
export const UnderStickyHeader: Story = {
  render: (args) => (
    <div>
      <div
        data-testid="sticky-header"
        style={{
          position: 'sticky',
          top: 0,
          height: 64,
          background: '#fff',
          borderBottom: '1px solid #888',
          zIndex: 1,
        }}
      />
      <div style={{ height: 1600 }} />
      <ErrorSummary {...args} submitCount={1} />
      <TextField id="summary-demo-tel" label="電話番号" required error="電話番号を入力してください" />
      <TextField id="summary-demo-zip" label="郵便番号" required error="郵便番号は7桁の数字で入力してください" />
      <div style={{ height: 1600 }} />
    </div>
  ),
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const summary = canvas.getByRole('alert', { name: ui.errorSummary.title });
    await waitFor(() => expect(summary).toHaveFocus());
    const header = canvas.getByTestId('sticky-header').getBoundingClientRect();
    const heading = canvas.getByRole('heading', { name: ui.errorSummary.title }).getBoundingClientRect();
    await expect(heading.top).toBeGreaterThanOrEqual(header.bottom);
    // A field reached from the summary is not hidden either.
    await userEvent.click(canvas.getByRole('link', { name: '郵便番号は7桁の数字で入力してください' }));
    const label = canvas.getByText('郵便番号', { selector: 'label span' }).getBoundingClientRect();
    await expect(label.top).toBeGreaterThanOrEqual(canvas.getByTestId('sticky-header').getBoundingClientRect().bottom);
  },
};

export const LongJapaneseText: Story = {
  args: {
    title: 'お申し込み内容に確認が必要な項目があります。以下の項目を修正してから、もう一度お進みください。',
    description: '項目名を押すと、その入力欄へ移動します。',
    errors: [
      {
        fieldId: 'summary-demo-tel',
        message: '電話番号は0から始まる10桁または11桁の半角数字で、ハイフンを入れずに入力してください',
      },
      { fieldId: 'summary-demo-zip', message: '入力された郵便番号に該当する都道府県が見つかりませんでした' },
    ],
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
