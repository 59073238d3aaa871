export type { Catalogue } from './catalogue';
export { en } from './en';
export { ja } from './ja';
export { translator } from './word';
