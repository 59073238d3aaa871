import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { AddressFieldset, type AddressValue, emptyAddress } from './AddressFieldset';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '郵便番号から住所を探せる住所の入力欄のまとまりです（都道府県、市区町村、番地、建物名）。\n\n- **使う場面**：すべてのフォームの住所。\n- **使わない場面**：郵便番号だけ（PostalCodeField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：fieldset と legend でまとめ、住所の検索結果を読み上げます。見つからないときも手で入力できます。';

const meta = {
  title: 'Patterns/AddressFieldset',
  component: AddressFieldset,
  args: { onValueChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof AddressFieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

// The boxes' names as the kit words them in the story's language (issue 36).
const required = (ui: UiTexts, label: string) => `${label} ${ui.field.required}`;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('group', { name: ui.addressFieldset.legend })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: required(ui, ui.addressFieldset.prefecture) }),
      '東京都',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: required(ui, ui.addressFieldset.city) }), '渋谷区');
    await userEvent.type(canvas.getByRole('textbox', { name: required(ui, ui.addressFieldset.block) }), '1-2-3');
    await expect(
      canvas.getByRole('textbox', { name: `${ui.addressFieldset.building} ${ui.field.optional}` }),
    ).toHaveAttribute('autocomplete', 'address-line2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...emptyAddress,
      prefectureId: '13',
      city: '渋谷区',
      block: '1-2-3',
    });
  },
  tags: ['visual'],
};

/** The search fills the prefecture and city; every box stays editable afterwards. */
export const SearchFillsAddress: Story = {
  render: () => {
    const [value, setValue] = useState<AddressValue>(emptyAddress);
    const [status, setStatus] = useState('');
    return (
      <AddressFieldset
        value={value}
        onValueChange={setValue}
        searchStatus={status}
        onSearch={(zipcode) => {
          if (zipcode === '1500001') {
            setValue({ ...value, zipcode, prefectureId: '13', city: '渋谷区神宮前' });
            setStatus('住所を入力しました。番地以降を入力してください');
          }
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.type(
      canvas.getByRole('textbox', { name: required(ui, ui.postalCodeField.label) }),
      '１５０ー０００１',
    );
    await userEvent.click(canvas.getByRole('button', { name: ui.postalCodeField.search }));
    await expect(canvas.getByRole('combobox', { name: required(ui, ui.addressFieldset.prefecture) })).toHaveValue('13');
    const city = canvas.getByRole('textbox', { name: required(ui, ui.addressFieldset.city) });
    await expect(city).toHaveValue('渋谷区神宮前');
    await expect(canvas.getByText('住所を入力しました。番地以降を入力してください')).toBeVisible();
    await userEvent.type(city, '一丁目');
    await expect(city).toHaveValue('渋谷区神宮前一丁目');
  },
};

export const Empty: Story = {};

export const WithErrors: Story = {
  args: {
    defaultValue: { ...emptyAddress, zipcode: '12345', city: '渋谷区' },
    errors: {
      zipcode: '正しい郵便番号を入力してください',
      prefectureId: '都道府県を選択してください',
      block: '町名・番地を入力してください。',
    },
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('textbox', { name: required(ui, ui.postalCodeField.label) })).toHaveValue('12345');
    await expect(canvas.getByRole('combobox', { name: required(ui, ui.addressFieldset.prefecture) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: required(ui, ui.addressFieldset.block) }),
    ).toHaveAccessibleDescription(
      // The hint, then the error after its prefix, as a reader hears them (spaces collapsed).
      `${ui.addressFieldset.blockHint} ${ui.field.errorPrefix} 町名・番地を入力してください。`.replace(/\s+/g, ' '),
    );
  },
};

export const LongJapaneseText: Story = {
  args: {
    legend: 'ご自宅の住所（教材の送付先になります。お子さまと別の住所の場合は保護者さまの住所をご記入ください）',
    defaultValue: {
      zipcode: '0600001',
      prefectureId: '1',
      city: '札幌市中央区北一条西二十丁目',
      block: '十二番地三十四号　北海道庁前通り沿い',
      building: 'グランドメゾン北の大地タワーレジデンス札幌中央イーストウイング2301号室',
    },
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
