export { LinkList, type LinkListItem, type LinkListProps } from './LinkList';
