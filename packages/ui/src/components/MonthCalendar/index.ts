export {
  type CalendarLesson,
  MonthCalendar,
  type MonthCalendarMode,
  type MonthCalendarProps,
  monthCalendarModes,
} from './MonthCalendar';
