export { PostCard, type PostCardProps } from './PostCard';
