export {
  VideoLessonCard,
  type VideoLessonCardProps,
  type VideoLessonCardVariant,
  videoLessonCardVariants,
} from './VideoLessonCard';
