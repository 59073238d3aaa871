import type { components } from '../../../src/gen/schema';

type Schemas = components['schemas'];

export function carouselItem(index: number): Schemas['CarouselItem'] {
  return {
    sortOrder: index + 1,
    url: `https://www.example.jp/campaign/${index + 1}`,
    imagePath: `/storage/carousel/banner-${index + 1}.jpg`,
    alt: ['春の体験授業 受付中', 'ロボットコンテスト 作品募集', '冬休み特別講座のご案内'][index % 3] ?? null,
  };
}
