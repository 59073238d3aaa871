export { RichContent, type RichContentProps, sanitizeHtml } from './RichContent';
