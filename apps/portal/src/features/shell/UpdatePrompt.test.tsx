import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUpdateWaitingForTest } from '../../app/serviceWorker';
import { render } from '../../test/render';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => {
  cleanup();
  act(() => showUpdateWaitingForTest(false));
});

describe('UpdatePrompt', () => {
  it('says nothing while no new version waits', () => {
    render(<UpdatePrompt onReload={vi.fn()} />);
    expect(screen.queryByText('新しいバージョンがあります')).toBeNull();
  });

  it('says a new version is there once one waits, and reloads into it when asked', async () => {
    const reload = vi.fn();
    render(<UpdatePrompt onReload={reload} />);
    act(() => showUpdateWaitingForTest(true));
    expect(screen.getByRole('status', { name: '新しいバージョンがあります' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '再読み込みする' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
