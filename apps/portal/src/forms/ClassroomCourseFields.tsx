import { COURSES_BY_LECTURE, type DraftValues, LECTURES } from '@portal/domain';
import { Select } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { AppForm, FieldOf } from './appForm';

/**
 * Field group (ADR 038): the classroom a staff member writes for, out of their own classrooms, and a course of
 * the catalogue. The staff forms (an invitation, an application, the classroom's writes) start from it.
 */
export function ClassroomCourseFields<V extends DraftValues>({
  f,
  fields,
  classrooms,
}: {
  f: AppForm<V>;
  fields: { classroom: FieldOf<V>; course: FieldOf<V> };
  classrooms: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const courses = LECTURES.flatMap((lecture) =>
    COURSES_BY_LECTURE[lecture.code].map((course) => ({
      value: course.id,
      label: t(($) => $.fieldGroups.classroomCourse.courseOption, { lecture: lecture.label, course: course.label }),
    })),
  );
  return (
    <>
      <Select
        {...f.input(fields.classroom)}
        label={t(($) => $.fieldGroups.classroomCourse.classroom)}
        required
        placeholder={null}
        options={classrooms.map((room) => ({ value: String(room.id), label: room.name }))}
        error={f.errorOf(fields.classroom)}
      />
      <Select
        {...f.input(fields.course)}
        label={t(($) => $.fieldGroups.classroomCourse.course)}
        required
        options={courses}
        error={f.errorOf(fields.course)}
      />
    </>
  );
}
