export { LessonRecordCard, type LessonRecordCardProps } from './LessonRecordCard';
