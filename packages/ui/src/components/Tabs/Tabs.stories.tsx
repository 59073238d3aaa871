import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Loader } from '../Loader';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const kids = [
  { id: 'haruto', name: '山田 はると', lessons: ['11月30日（日）10:00 ロボティクスベーシック 出席'] },
  { id: 'yui', name: '山田 ゆい', lessons: [] },
];

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '同じ画面の中で内容を切り替えるタブです（わが子の投稿 / みんなの投稿）。\n\n- **使う場面**：同じ種類の内容を並べて切り替えるとき。\n- **使わない場面**：別の画面への移動（Link）、手続きの段階（StepIndicator）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：tablist / tab / tabpanel で、左右キーでタブを移動します。';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'haruto', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="お子さまを選ぶ">
        {kids.map((kid) => (
          <Tab key={kid.id} value={kid.id}>
            {kid.name}
          </Tab>
        ))}
      </TabList>
      {kids.map((kid) => (
        <TabPanel key={kid.id} value={kid.id}>
          {kid.lessons.length === 0 ? (
            <EmptyState title="出欠情報はありません" />
          ) : (
            <ul>
              {kid.lessons.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </ul>
          )}
        </TabPanel>
      ))}
    </Tabs>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('tab', { name: '山田 はると' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ロボティクスベーシック');
    await userEvent.click(canvas.getByRole('tab', { name: '山田 ゆい' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('yui');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('出欠情報はありません');
  },
};

export const Keyboard: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: '山田 はると' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: '山田 ゆい' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="動画の種類">
        <Tab value="haruto">今月の動画</Tab>
        <Tab value="past">過去の動画</Tab>
      </TabList>
      <TabPanel value="haruto">
        <Loader />
      </TabPanel>
      <TabPanel value="past" />
    </Tabs>
  ),
  tags: ['visual'],
};

export const ManyLongTabs: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="all">
      <TabList aria-label="お子さまを選ぶ">
        <Tab value="all">すべて</Tab>
        <Tab value="a">山田 はると</Tab>
        <Tab value="b">山田 ゆい</Tab>
        <Tab value="c">山田 そうたろうのすけ</Tab>
        <Tab value="d">山田 みなみ</Tab>
      </TabList>
      <TabPanel value="all">全員の投稿を表示しています。</TabPanel>
      {['a', 'b', 'c', 'd'].map((v) => (
        <TabPanel key={v} value={v}>
          お子さまの投稿を表示しています。
        </TabPanel>
      ))}
    </Tabs>
  ),
  globals: { viewport: { value: 'phone' } },
  // Tabs wider than a phone show that they scroll (issue 31 item 28): an arrow on the side with more tabs.
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'お子さまを選ぶ' });
    const hint = (side: 'start' | 'end') => canvasElement.querySelector<HTMLElement>(`[data-scroll-hint="${side}"]`);
    await waitFor(() => expect(hint('end')).toBeVisible());
    await expect(hint('start')).toBeNull();
    await userEvent.click(hint('end') as HTMLElement);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(hint('start')).toBeVisible());
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
