import { type PostalLookup, throttlePostalLookup } from '@portal/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalUiTexts } from '../i18n/PortalUiTexts';
import { render } from '../test/render';
import { AddressFields } from './AddressFields';
import { sameNames } from './appForm';
import { ChildFields } from './ChildFields';
import { ClassroomCourseFields } from './ClassroomCourseFields';
import { EmailFields } from './EmailFields';
import { DEMO_TODAY, DemoChildRows, type DemoField, demoLookup, FieldGroupDemo } from './fieldGroupsDemo';
import { PersonNameFields } from './PersonNameFields';
import { PhoneFields } from './PhoneFields';
import { PrivacyConsent } from './PrivacyConsent';

// jsdom has no layout: the error summary scrolls itself into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const SPLIT = ['zipcode', 'prefectureId', 'city', 'block', 'building'] as const satisfies readonly DemoField[];
const NAME = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'] as const satisfies readonly DemoField[];
const COMBINED = ['zipcode', 'prefectureCity', 'blockBuilding'] as const satisfies readonly DemoField[];
const valueIn = (element: Element | null) => (element as HTMLInputElement | null)?.value;
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '確認する' })));

function splitAddress(lookup: PostalLookup = demoLookup) {
  render(
    <FieldGroupDemo shown={SPLIT}>
      {(f) => <AddressFields f={f} fields={sameNames(SPLIT)} lookup={lookup} />}
    </FieldGroupDemo>,
  );
}
const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '住所検索' })));

describe('the address group', () => {
  it('fills prefecture, city and town from the look-up', async () => {
    splitAddress();
    type(/^郵便番号/, '１５０－０００１');
    await search();
    expect(valueIn(screen.getByRole('combobox', { name: /^都道府県/ }))).toBe('13');
    expect(valueIn(box(/^市区町村/))).toBe('渋谷区');
    expect(valueIn(box(/^町名・番地/))).toBe('神宮前');
    expect(screen.getByText('住所を入力しました。番地以降をご確認ください。')).toBeTruthy();
  });

  // Issue 29 item 2: a search never overwrites a 町名・番地 the person typed.
  it('keeps a typed 町名・番地 and says so', async () => {
    splitAddress();
    type(/^町名・番地/, '神宮前1-2-3');
    type(/^郵便番号/, '1500001');
    await search();
    expect(valueIn(box(/^市区町村/))).toBe('渋谷区');
    expect(valueIn(box(/^町名・番地/))).toBe('神宮前1-2-3');
    expect(screen.getByText(/入力済みの「町名・番地」はそのままにしています/)).toBeTruthy();
  });

  // Issue 29 item 1: a network failure is no answer: the code stays, the page says so, a retry works.
  it('keeps the code when the look-up cannot be made, and a second search asks again', async () => {
    let calls = 0;
    const flaky: PostalLookup = async (code) => {
      calls += 1;
      if (calls === 1) throw new Error('429');
      return demoLookup(code);
    };
    splitAddress(throttlePostalLookup(flaky, { now: () => calls * 2000, sleep: async () => undefined }));
    type(/^郵便番号/, '1500001');
    await search();
    expect(valueIn(box(/^郵便番号/))).toBe('1500001');
    expect(
      screen.getByText('住所を検索できませんでした。通信状況をご確認のうえ、もう一度お試しください。'),
    ).toBeTruthy();
    expect(screen.queryByText(/見つかりませんでした/)).toBeNull();
    await search();
    expect(valueIn(box(/^市区町村/))).toBe('渋谷区');
    expect(calls).toBe(2);
  });

  // Spec 2 §8, the same in every form: a code the table does not know is cleared, and the page says which.
  it('clears a code that does not exist and names it', async () => {
    splitAddress();
    type(/^郵便番号/, '0000000');
    await search();
    expect(valueIn(box(/^郵便番号/))).toBe('');
    expect(screen.getByText(/郵便番号 0000000 に当たる都道府県が見つかりませんでした。/)).toBeTruthy();
  });

  it('fills the bookings’ combined boxes, and keeps a typed 番地・建物名', async () => {
    render(
      <FieldGroupDemo shown={COMBINED}>
        {(f) => <AddressFields f={f} fields={sameNames(COMBINED)} lookup={demoLookup} />}
      </FieldGroupDemo>,
    );
    type(/^郵便番号/, '1800004');
    await search();
    expect(valueIn(box(/^都道府県・市区町村/))).toBe('東京都武蔵野市');
    expect(valueIn(box(/^番地・建物名/))).toBe('吉祥寺本町');
    type(/^番地・建物名/, '吉祥寺本町2-2-2');
    type(/^郵便番号/, '1500001');
    await search();
    expect(valueIn(box(/^都道府県・市区町村/))).toBe('東京都渋谷区');
    expect(valueIn(box(/^番地・建物名/))).toBe('吉祥寺本町2-2-2');
  });
});

describe('the phone and name groups', () => {
  // Issue 29 items 3 and 4: what the postal code accepts, the phones accept; half-width kana are taken.
  it('take full-width digits and hyphens in phones and half-width kana, and send them normalised', async () => {
    render(
      <FieldGroupDemo
        shown={['lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'telNumber', 'telNumberBackup']}
      >
        {(f) => (
          <>
            <PersonNameFields f={f} fields={sameNames(NAME)} legend="保護者のお名前" kanaLegend="保護者のフリガナ" />
            <PhoneFields f={f} fields={sameNames(['telNumber', 'telNumberBackup'])} />
          </>
        )}
      </FieldGroupDemo>,
    );
    type(/^姓/, '山田');
    type(/^名/, '花子');
    type(/^セイ/, 'ﾔﾏﾀﾞ');
    type(/^メイ/, 'ﾊﾅｺ');
    type(/^電話番号(?!（)/, '０９０－１２３４－５６７８');
    type(/^電話番号（予備）/, '03-1234-5678');
    await submit();
    const sent = JSON.parse(screen.getByRole('status', { name: '送信内容' }).textContent || '{}');
    expect(sent).toMatchObject({
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      telNumber: '09012345678',
      telNumberBackup: '0312345678',
    });
  });
});

describe('the email group', () => {
  // Issue 29 item 8: the backup address's kind is asked for with every other error, worded as labelled.
  it('asks for the backup kind together with the other errors, in the label’s words', async () => {
    render(
      <FieldGroupDemo shown={['email', 'emailKbn', 'emailBackup', 'emailBackupKbn']}>
        {(f) => <EmailFields f={f} fields={sameNames(['email', 'emailKbn', 'emailBackup'])} />}
      </FieldGroupDemo>,
    );
    await submit();
    expect(screen.getAllByText('メールアドレスの種類を選択してください。').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: /^メールアドレスの種類/ })).toBeTruthy();
  });
});

describe('the children group', () => {
  // Issue 29 item 9: adding and removing keep focus on the form, never on the page.
  it('moves focus to the new child, and after a removal to the child in its place', async () => {
    render(<FieldGroupDemo shown={['kid1LastName']}>{(f) => <DemoChildRows f={f} />}</FieldGroupDemo>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'お子さまを追加する' })));
    const second = screen.getByRole('group', { name: /^お子さま（2人目）のお名前/ });
    await waitFor(() => expect(document.activeElement).toBe(second.querySelector('input')));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('お子さま（2人目）の入力欄を追加しました。');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'お子さま（2人目）を削除する' })));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'お子さま（1人目）' })),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  // Issue 29 item 5: an error of the second child says which child.
  it('names the child in the errors of the second child', async () => {
    render(
      <FieldGroupDemo shown={['kid1LastName', 'kid2LastName']} defaults={{ kidCount: '2', kid1LastName: '山田' }}>
        {(f) => <DemoChildRows f={f} />}
      </FieldGroupDemo>,
    );
    await submit();
    expect(screen.getAllByText('お子さま（2人目）の姓を入力してください。').length).toBeGreaterThan(0);
  });
});

vi.setConfig({ testTimeout: 15_000 });

describe('the consent group', () => {
  // Issue 29 item 7: a tick made on the page drawn by the server, before it takes over, is kept and sent.
  it('keeps a tick made before the page took over', async () => {
    const ui = (
      <PortalUiTexts>
        <FieldGroupDemo shown={['privacy']}>{(f) => <PrivacyConsent f={f} field="privacy" />}</FieldGroupDemo>
      </PortalUiTexts>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, ui));
    await submit();
    const sent = JSON.parse(screen.getByRole('status', { name: '送信内容' }).textContent || '{}');
    expect(sent).toEqual({ privacy: '1' });
    expect((container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});

describe('the child group', () => {
  // Issue 29 item 8 / spec 2 §5.2: focusing the empty birthday starts it five years back.
  it('starts an empty birthday five years back when it is focused', async () => {
    render(
      <FieldGroupDemo shown={['childBirthday']}>
        {(f) => (
          <>
            <ChildFields
              f={f}
              today={DEMO_TODAY}
              fields={{
                lastName: 'childLastName',
                firstName: 'childFirstName',
                lastNameKana: 'childLastNameKana',
                firstNameKana: 'childFirstNameKana',
                birthday: 'childBirthday',
              }}
            />
            <span data-testid="birthday">{f.control('childBirthday').value}</span>
          </>
        )}
      </FieldGroupDemo>,
    );
    expect(screen.getByTestId('birthday').textContent).toBe('');
    await act(async () => (screen.getAllByRole('spinbutton')[0] as HTMLElement).focus());
    expect(screen.getByTestId('birthday').textContent).toBe('2021-11-21');
  });
});

describe('the classroom and course group', () => {
  const CLASSROOM_COURSE = ['classroomId', 'course'] as const satisfies readonly DemoField[];
  const classrooms = [
    { id: 1, name: '自由が丘教室' },
    { id: 3, name: '吉祥寺教室' },
  ];

  it('offers the staff member’s classrooms and the catalogue’s courses, and words a missing course by its label', async () => {
    render(
      <FieldGroupDemo shown={CLASSROOM_COURSE}>
        {(f) => (
          <ClassroomCourseFields
            f={f}
            fields={{ classroom: 'classroomId', course: 'course' }}
            classrooms={classrooms}
          />
        )}
      </FieldGroupDemo>,
    );
    const classroom = screen.getByRole('combobox', { name: /^教室/ });
    expect(Array.from((classroom as HTMLSelectElement).options, (o) => o.text)).toEqual(['自由が丘教室', '吉祥寺教室']);
    const course = screen.getByRole('combobox', { name: /^コース/ });
    expect(Array.from((course as HTMLSelectElement).options, (o) => o.text)).toContain('ロボット教室 アドバンスコース');
    await submit();
    // The summary names the field as its label does (コース), not as another form calls it (希望コース).
    expect(screen.getByRole('link', { name: /^コースを選択してください/ })).toBeTruthy();
  });
});
