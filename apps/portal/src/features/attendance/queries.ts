import { queries } from '../../app/api';

// Imported by the route loader; kept apart from the page so the page stays in its lazy chunk.
/** The query of one child's history: the loader warms the first child's with the same options. */
export const attendanceQuery = (kidId: number) => queries.getAttendanceList({ kidId });
