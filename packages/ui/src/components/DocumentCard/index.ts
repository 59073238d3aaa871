export { DocumentCard, DocumentCardGrid, type DocumentCardProps } from './DocumentCard';
