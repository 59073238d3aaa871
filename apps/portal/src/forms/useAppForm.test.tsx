import { ApiError } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { ErrorSummary, TextField } from '@portal/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionEnded } from '../app/sessionEnded';
import { i18n } from '../i18n';
import { render } from '../test/render';
import { FORM_DRAFT_PREFIX, formDrafts } from './drafts';
import { applyServerErrors } from './serverErrors';
import { useAppForm } from './useAppForm';

const FIELDS = ['email', 'password'] as const;

function SignInForm({ send }: { send: (values: { email: string; password: string }) => Promise<unknown> }) {
  const { summary, submitCount, input, errorOf, handleSubmit } = useAppForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    idPrefix: 't',
    failureMessage: () => '通信に失敗しました。',
  });
  return (
    <form noValidate onSubmit={handleSubmit(send)}>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      <TextField {...input('email')} label="メールアドレス" error={errorOf('email')} />
      <TextField {...input('password')} label="パスワード" error={errorOf('password')} />
      <button type="submit">送信</button>
    </form>
  );
}

const addressSchema = z.object({ city: z.string().min(1, '市区町村を入力してください。'), block: z.string() });

function AddressForm({ saved, onValid }: { saved: { city: string; block: string }; onValid?: () => void }) {
  const { input, handleSubmit, changedElsewhere, clearDraft } = useAppForm({
    schema: addressSchema,
    defaultValues: saved,
    fields: ['city', 'block'] as const,
    idPrefix: 'a',
    draftKey: 'address',
    failureMessage: () => '',
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => {
        clearDraft();
        onValid?.();
      })}
    >
      <p>{changedElsewhere.join(',')}</p>
      <TextField {...input('city')} label="市区町村" />
      <TextField {...input('block')} label="番地" />
      <button type="submit">保存</button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = '送信') => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  sessionStorage.clear();
  // jsdom does not lay out; the summary scrolls itself into view before taking focus.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('useAppForm', () => {
  it('words the schema’s message codes in the language on screen, and again after a switch (ADR 027)', async () => {
    render(<SignInForm send={vi.fn()} />);
    submit();
    await screen.findByRole('alert');
    expect(screen.getAllByRole('link')[0]?.textContent).toBe('メールアドレスを入力してください。');
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        'Please enter your email address.',
        'Please enter your password.',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('ja'));
    }
    expect(screen.getAllByRole('link')[1]?.textContent).toBe('パスワードを入力してください。');
  });

  it('checks the schema before sending and lists each error as a link to its field', async () => {
    const send = vi.fn();
    render(<SignInForm send={send} />);
    submit();
    const summary = await screen.findByRole('alert');
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['メールアドレスを入力してください。', '#t-email'],
      ['パスワードを入力してください。', '#t-password'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field’s message as soon as it is fixed', async () => {
    render(<SignInForm send={vi.fn()} />);
    submit();
    await screen.findByRole('alert');
    fill('パスワード', 'x');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  });

  it('sends once however often it is pressed while the first is on its way', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignInForm send={send} />);
    fill('メールアドレス', 'a@example.jp');
    fill('パスワード', 'pw');
    const form = screen.getByRole('button', { name: '送信' }).closest('form') as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    expect(send).toHaveBeenCalledWith({ email: 'a@example.jp', password: 'pw' });
  });

  it('puts a 422 on its fields and the rest in the summary', async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiError(422, {
        message: '入力内容に誤りがあります。',
        errors: { email: ['このメールアドレスは使えません。'], captcha: ['もう一度お試しください。'] },
      }),
    );
    render(<SignInForm send={send} />);
    fill('メールアドレス', 'a@example.jp');
    fill('パスワード', 'pw');
    submit();
    const summary = await screen.findByRole('alert');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['このメールアドレスは使えません。']);
    expect(summary.textContent).toContain('入力内容に誤りがあります。');
    expect(summary.textContent).toContain('もう一度お試しください。');
    expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('a@example.jp');
  });

  it('lists a failure that is not a 422 as one line', async () => {
    render(<SignInForm send={vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    fill('メールアドレス', 'a@example.jp');
    fill('パスワード', 'pw');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('通信に失敗しました。');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps a draft across a reload, rebased onto what was saved elsewhere, and forgets it on success', async () => {
    const saved = { city: '武蔵野市', block: '本町1-1' };
    const first = render(<AddressForm saved={saved} />);
    fill('番地', '吉祥寺本町1-8-3');
    first.unmount();
    expect(formDrafts.load('address')).toEqual({ values: { city: '武蔵野市', block: '吉祥寺本町1-8-3' }, base: saved });

    // Reloaded after the city was saved from another tab.
    const onValid = vi.fn();
    render(<AddressForm saved={{ ...saved, city: '三鷹市' }} onValid={onValid} />);
    expect((screen.getByLabelText('番地') as HTMLInputElement).value).toBe('吉祥寺本町1-8-3');
    expect((screen.getByLabelText('市区町村') as HTMLInputElement).value).toBe('三鷹市');
    expect(screen.getByText('city')).toBeTruthy();
    submit('保存');
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(formDrafts.load('address')).toBeNull();
  });
});

/** The sign-in form on a page of a real router, with another page to leave for. */
function routedSignInForm(send: (values: { email: string; password: string }) => Promise<unknown>) {
  const root = createRootRoute({ component: Outlet });
  const formPage = createRoute({ getParentRoute: () => root, path: '/', component: () => <SignInForm send={send} /> });
  const other = createRoute({ getParentRoute: () => root, path: '/other', component: () => <h1>ほかのページ</h1> });
  const router = createRouter({
    routeTree: root.addChildren([formPage, other]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving a form (issue 30 item 9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before words not yet sent are left behind, and stays when the person says no', async () => {
    const router = routedSignInForm(vi.fn());
    await screen.findByLabelText('メールアドレス');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // Nothing typed: leaving asks nothing.
    await act(async () => router.history.push('/other'));
    await screen.findByText('ほかのページ');
    expect(confirm).not.toHaveBeenCalled();
    await act(async () => router.history.push('/'));
    fill('メールアドレス', 'a@example.jp');
    act(() => router.history.push('/other'));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(confirm).toHaveBeenCalledWith(
      '入力した内容はまだ送信されていません。このページを離れると、入力した内容は失われます。よろしいですか？',
    );
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('a@example.jp');
    confirm.mockReturnValue(true);
    act(() => router.history.push('/other'));
    expect(await screen.findByText('ほかのページ')).toBeTruthy();
  });

  it('does not ask when the submit handler itself moves on with the words', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let router: ReturnType<typeof routedSignInForm> | undefined;
    router = routedSignInForm(async () => {
      router?.history.push('/other');
    });
    await screen.findByLabelText('メールアドレス');
    fill('メールアドレス', 'a@example.jp');
    fill('パスワード', 'pw');
    submit();
    expect(await screen.findByText('ほかのページ')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('a send refused because the session ended (issue 30 item 4)', () => {
  it('waits for the password on the page, then sends the same words once more', async () => {
    const stopHosting = sessionEnded.host(() => '/profile/edit');
    try {
      const send = vi
        .fn()
        .mockRejectedValueOnce(new ApiError(401, { message: 'Unauthenticated.' }))
        .mockResolvedValueOnce(undefined);
      render(<SignInForm send={send} />);
      fill('メールアドレス', 'a@example.jp');
      fill('パスワード', 'pw');
      submit();
      await waitFor(() => expect(sessionEnded.askingFor()).toBe('/profile/edit'));
      expect(send).toHaveBeenCalledTimes(1);
      act(() => sessionEnded.settle({ kind: 'same' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send).toHaveBeenLastCalledWith({ email: 'a@example.jp', password: 'pw' });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      stopHosting();
    }
  });

  it('sends nothing more when the person left for the sign-in page', async () => {
    const stopHosting = sessionEnded.host(() => '/profile/edit');
    try {
      const send = vi.fn().mockRejectedValue(new ApiError(401, { message: 'Unauthenticated.' }));
      render(<SignInForm send={send} />);
      fill('メールアドレス', 'a@example.jp');
      fill('パスワード', 'pw');
      submit();
      await waitFor(() => expect(sessionEnded.askingFor()).toBe('/profile/edit'));
      act(() => sessionEnded.settle({ kind: 'left', page: '/profile/edit' }));
      await screen.findByRole('alert');
      expect(send).toHaveBeenCalledTimes(1);
      expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('a@example.jp');
    } finally {
      stopHosting();
    }
  });
});

describe('formDrafts', () => {
  it('removes every form draft on logout and leaves other keys alone', () => {
    formDrafts.save('a', { values: { x: '1' }, base: { x: '' } });
    formDrafts.save('b', { values: { x: '2' }, base: { x: '' } });
    sessionStorage.setItem('lessonPage.tabIndex', '1');
    formDrafts.clearAll();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(FORM_DRAFT_PREFIX))).toEqual([]);
    expect(sessionStorage.getItem('lessonPage.tabIndex')).toBe('1');
  });

  it('ignores an unreadable draft', () => {
    sessionStorage.setItem(`${FORM_DRAFT_PREFIX}a`, '{not json');
    expect(formDrafts.load('a')).toBeNull();
  });
});

describe('applyServerErrors', () => {
  it('does not repeat the overall message when a field already says it', () => {
    const message = 'メールアドレスまたはパスワードが正しくありません。';
    const setError = vi.fn();
    const rest = applyServerErrors(
      new ApiError(422, { message, errors: { email: [message] } }),
      FIELDS,
      setError,
      () => '',
    );
    expect(setError).toHaveBeenCalledWith('email', message);
    expect(rest).toEqual([]);
  });

  it("shows a refusal in the server's own words, and the form's line for what a retry may cure (issue 30 item 13)", () => {
    const fallback = () => '送信できませんでした。時間をおいてもう一度お試しください。';
    const refused = new ApiError(409, {
      message: 'このお申し込みは入力を受け付けていません。教室にお問い合わせください。',
    });
    expect(applyServerErrors(refused, FIELDS, vi.fn(), fallback)).toEqual([
      'このお申し込みは入力を受け付けていません。教室にお問い合わせください。',
    ]);
    expect(applyServerErrors(new ApiError(409, { message: 'Conflict' }), FIELDS, vi.fn(), fallback)).toEqual([
      fallback(),
    ]);
    expect(applyServerErrors(new ApiError(503, { message: '混み合っています。' }), FIELDS, vi.fn(), fallback)).toEqual([
      fallback(),
    ]);
    expect(applyServerErrors(new TypeError('Failed to fetch'), FIELDS, vi.fn(), fallback)).toEqual([fallback()]);
  });
});
