import type { MockContext } from '../../context';
import { carouselItem } from './fixtures';

/** Home's own call: the carousel (its other boxes read their areas' calls). */
export function homeHandlers({ http, items }: MockContext) {
  return [http.get('/api/carousel', ({ response }) => response(200).json(items(3, carouselItem)))];
}
