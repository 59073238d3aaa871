import type { components } from '../../../src/gen/schema';
import { classrooms, courseName, daysAgo, kidNames, lectureName, pick, ymd } from '../../shared/fixtures';

type Schemas = components['schemas'];

export function homeScheduleItem(index: number): Schemas['HomeScheduleItem'] {
  const date = daysAgo(-1 - index * 7);
  return {
    name: `${pick(kidNames, index).lastName} ${pick(kidNames, index).firstName}`,
    date: ymd(date),
    dayOfWeek: date.getUTCDay() + 1,
    hour: '16:00〜17:30',
    classroomName: pick(classrooms, index).classroomName,
    kozaName: lectureName('ROBO'),
    className: pick(['土曜Aクラス', '水曜Bクラス'], index),
  };
}

export function attendanceItem(index: number): Schemas['AttendanceItem'] {
  const date = daysAgo(index * 7);
  const status = pick([1, 1, 2, 3] as const, index);
  return {
    kozaName: courseName('RP'),
    attendanceStatus: status,
    date: ymd(date),
    dayOfWeek: date.getUTCDay() + 1,
    hour: '16:00〜17:30',
    classroomName: classrooms[0].classroomName,
    className: '土曜Aクラス',
    transfer:
      status === 3
        ? { date: ymd(daysAgo(index * 7 - 2)), classroomName: classrooms[1].classroomName, attendanceStatus: 1 }
        : null,
  };
}

export function scheduleItem(index: number, kidIndex = 0): Schemas['ScheduleItem'] {
  const transferFlag = pick([0, 0, 1, 2] as const, index);
  return {
    id: 6000 + kidIndex * 100 + index,
    date: 5 + index * 7,
    name: `${pick(kidNames, kidIndex).lastName} ${pick(kidNames, kidIndex).firstName}`,
    hour: '16:00〜17:30',
    kozaName: lectureName('ROBO'),
    courseName: courseName('RP'),
    recessFlag: index === 3 ? 1 : 0,
    transferFlag,
    transferDate: transferFlag === 1 ? '2025-04-23' : null,
    transferHour: transferFlag === 1 ? '10:00〜11:30' : null,
    originDate: transferFlag === 2 ? '2025-04-19' : null,
    originHour: transferFlag === 2 ? '16:00〜17:30' : null,
  };
}
