export {
  type ChatAttachment,
  ChatBubble,
  type ChatBubbleProps,
  type ChatSenderType,
  chatSenderTypes,
} from './ChatBubble';
