import type { components } from '../../../src/gen/schema';
import { daysAgo, ym } from '../../shared/fixtures';

type Schemas = components['schemas'];

export function notification(index: number, overrides: Partial<Schemas['Notification']> = {}): Schemas['Notification'] {
  const type = ((index % 3) + 1) as Schemas['Notification']['type'];
  return {
    id: 3000 + index,
    type,
    isRead: index < 2 ? 0 : 1,
    postManagementId: type === 1 ? 5000 + index : null,
    url: type === 2 ? `https://column.example.jp/articles/${index + 1}` : null,
    publishedDate: ym(daysAgo(index * 20)),
    ...overrides,
  };
}
