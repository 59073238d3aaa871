import { PARENT_COMMENT_LIMIT } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A household: guardians and children of one family share it, and it bounds what a guardian sees. */
export const families = pgTable('families', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * Guardians (kind 'guardian', role 6 member, 7 prospect, 8 limited) and classroom staff (kind 'staff',
 * no role and no family).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['guardian', 'staff'] }).notNull(),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** The sign-in name, stored trimmed and lower-cased; unique whatever its letter case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role'),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameKana: text('last_name_kana').notNull().default(''),
    firstNameKana: text('first_name_kana').notNull().default(''),
    iconPath: text('icon_path'),
    /** The stored profile picture (iconPath is the URL the portal shows). */
    iconFileId: integer('icon_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    birthYear: integer('birth_year'),
    /** 1 male, 2 female, 3 no answer (the contract's GenderId). */
    genderId: integer('gender_id'),
    telNumber: text('tel_number'),
    telNumberBackup: text('tel_number_backup'),
    emailBackup: text('email_backup'),
    zipcode: text('zipcode'),
    prefectureId: integer('prefecture_id'),
    city: text('city'),
    block: text('block'),
    building: text('building'),
    /** Role 6 only: chat, unread_chat, class_announcement, class_reminder, child_post (spec 1 §5). */
    notificationSettings: jsonb('notification_settings').$type<Record<string, number>>(),
    /** Goes up with each save of the profile or its settings: the ETag a save's If-Match names (ADR 040). */
    profileVersion: integer('profile_version').notNull().default(1),
    /** The referral code, issued on first request. */
    inviteCode: text('invite_code').unique(),
    /** A staff account an owner deactivated: it signs in no more and its sessions are ended (issue 32). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_family_idx').on(t.familyId),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check(
      'users_kind_role',
      sql`(${t.kind} = 'guardian' and ${t.role} in (6, 7, 8) and ${t.familyId} is not null) or (${t.kind} = 'staff' and ${t.role} is null)`,
    ),
  ],
);

export const kids = pgTable(
  'kids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    seitoNo: text('seito_no').notNull().unique(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameKana: text('last_name_kana').notNull(),
    firstNameKana: text('first_name_kana').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** 1 male, 2 female (the contract's GenderId). */
    gender: integer('gender').notNull(),
    schoolName: text('school_name').notNull().default(''),
    /** 0-2 kindergarten, 3-8 elementary 1-6, 9-11 junior high 1-3, 12 other (the contract's SchoolGrade). */
    schoolGrade: integer('school_grade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('kids_family_idx').on(t.familyId),
    check('kids_gender', sql`${t.gender} in (1, 2)`),
    check('kids_grade', sql`${t.schoolGrade} between 0 and 12`),
  ],
);

export const classrooms = pgTable('classrooms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  classroomNo: text('classroom_no').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** The spec's lectures, ids 1-8. */
export const lectures = pgTable('lectures', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** The spec's courses per lecture, keyed by course code (course_cd). */
export const courses = pgTable('courses', {
  code: text('code').primaryKey(),
  lectureId: integer('lecture_id')
    .notNull()
    .references(() => lectures.id),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A child taking one course at one classroom. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enrolments_kid_idx').on(t.kidId),
    index('enrolments_classroom_idx').on(t.classroomId),
    uniqueIndex('enrolments_kid_classroom_course_start').on(t.kidId, t.classroomId, t.courseCode, t.startedOn),
  ],
);

/** Which classrooms a staff member works for (the classroom side of chat and posts). */
export const staffClassrooms = pgTable(
  'staff_classrooms',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    /** 'owner' invites and deactivates the classroom's staff; 'staff' works for it (issue 32). */
    role: text('role', { enum: ['owner', 'staff'] })
      .notNull()
      .default('staff'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classroomId] })],
);

/** Server-side sessions. Only a SHA-256 of the cookie value is stored, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute expiry; the idle limit is checked against lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 of the session's XSRF token: a token only counts with the session it was issued to. */
    csrfHash: text('csrf_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted per account and per address for the lockout; cleared per account on success. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.attemptedAt),
    index('login_failures_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/** Terms a user agreed to, per kind and revision; consent is required again when a revision is newer. */
export const termsConsents = pgTable(
  'terms_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['privacy', 'lynx', 'steam'] }).notNull(),
    revisionDate: date('revision_date', { mode: 'string' }).notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.revisionDate] })],
);

// ---- Classroom life: lessons, attendance, posts and messages (read by later areas) ----

/** One lesson of a class: a course taught at a classroom at a time. */
export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    className: text('class_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The classroom is closed that day (shown greyed as recess). */
    recess: boolean('recess').notNull().default(false),
    /** Seats: what a transfer into the lesson may fill (issue 33, ADR 046). */
    capacity: integer('capacity').notNull().default(8),
  },
  (t) => [index('lessons_classroom_starts_idx').on(t.classroomId, t.startsAt)],
);

/**
 * A child's place in a lesson. status: null not yet held, 1 attended, 2 absent, 3 transferred (then
 * transferLessonId is the lesson taken instead and transferStatus its own 1 or 2).
 */
export const attendances = pgTable(
  'attendances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    status: integer('status'),
    transferLessonId: integer('transfer_lesson_id').references(() => lessons.id),
    transferStatus: integer('transfer_status'),
  },
  (t) => [
    uniqueIndex('attendances_kid_lesson').on(t.kidId, t.lessonId),
    check('attendances_status', sql`${t.status} is null or ${t.status} in (1, 2, 3)`),
    check(
      'attendances_transfer',
      sql`(${t.status} = 3) = (${t.transferLessonId} is not null) and (${t.transferStatus} is null or ${t.transferStatus} in (1, 2))`,
    ),
  ],
);

/** Announcements a classroom sends to its families. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    senderName: text('sender_name').notNull(),
    important: boolean('important').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // Issue 33 (ADR 045): staff write drafts, schedule, withdraw and remind; guardians read only what is published.
    draft: boolean('draft').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('announcements_classroom_published_idx').on(t.classroomId, t.publishedAt)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const informationLabels = pgTable('information_labels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/** The provider's information for all guardians (content is sanitised HTML). */
export const information = pgTable(
  'information',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    labelId: integer('label_id')
      .notNull()
      .references(() => informationLabels.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    important: boolean('important').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // Issue 33 (ADR 045): the classroom whose staff wrote it (null: the provider's own), and the staff states.
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'set null' }),
    draft: boolean('draft').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('information_published_idx').on(t.publishedAt)],
);

export const informationReads = pgTable(
  'information_reads',
  {
    informationId: integer('information_id')
      .notNull()
      .references(() => information.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.informationId, t.userId] })],
);

/** A child's lesson record: the work of one lesson with the classroom's and the guardian's comments. */
export const lessonRecords = pgTable(
  'lesson_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    imagePath: text('image_path'),
    lecturerComment: text('lecturer_comment'),
    parentComment: text('parent_comment'),
    /** Shared with every guardian as a public post under the nickname. */
    public: boolean('public').notNull().default(false),
    nickname: text('nickname'),
    reported: boolean('reported').notNull().default(false),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    // Issue 13 (migration lesson-records): where the work was made, its stored photo and the classroom's answer.
    classroomId: integer('classroom_id').references(() => classrooms.id),
    imageFileId: integer('image_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    parentReply: text('parent_reply'),
  },
  (t) => [
    index('lesson_records_kid_idx').on(t.kidId, t.postedOn),
    // Everyone's posts list the visible public posts by month (ADR 032).
    index('lesson_records_public_idx').on(t.postedOn, t.id).where(sql`${t.public} and not ${t.reported}`),
    // A classroom's or a course's posts in the same order: without them a search whose rows are few or none
    // walks the whole list above to fill a page (issue 13's bench: 40 ms for a classroom and course with none).
    index('lesson_records_public_classroom_idx')
      .on(t.classroomId, t.courseCode, t.postedOn, t.id)
      .where(sql`${t.public} and not ${t.reported}`),
    index('lesson_records_public_course_idx')
      .on(t.courseCode, t.postedOn, t.id)
      .where(sql`${t.public} and not ${t.reported}`),
    // A family's own reported posts, merged into its view of everyone's posts: few, found without a scan.
    index('lesson_records_reported_idx').on(t.kidId).where(sql`${t.public} and ${t.reported}`),
    // Spec 1 §2: domain's limit, inlined so the constraint reads as migration 0002 wrote it.
    check(
      'lesson_records_parent_comment',
      sql`char_length(${t.parentComment}) < ${sql.raw(String(PARENT_COMMENT_LIMIT))}`,
    ),
  ],
);

/** Portal notifications. type: 1 lesson record posted, 2 column delivered, 3 schedule delivered. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    read: boolean('read').notNull().default(false),
    lessonRecordId: integer('lesson_record_id').references(() => lessonRecords.id, { onDelete: 'cascade' }),
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.publishedAt),
    check('notifications_type', sql`${t.type} in (1, 2, 3)`),
  ],
);

/** One conversation between a family and a classroom. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    /** Classroom messages after this are unread for the family. */
    guardianReadAt: timestamp('guardian_read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('chat_rooms_family_classroom').on(t.familyId, t.classroomId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** 'guardian' or 'fc' (the classroom). */
    senderType: text('sender_type', { enum: ['guardian', 'fc'] }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_room_idx').on(t.roomId, t.sentAt)],
);

/** Trial lessons and consultations a family booked. status: YOYAKU reserved, CANCEL cancelled, else pending. */
export const trialBookings = pgTable(
  'trial_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id),
    trialCode: text('trial_code').notNull().unique(),
    status: text('status').notNull(),
    consultation: boolean('consultation').notNull().default(false),
    /** Null for a consultation whose date is not decided yet. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** A consultation's preferred dates and times (up to three, ISO instants), until it is reserved. */
    preferredAt: jsonb('preferred_at').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('trial_bookings_family_idx').on(t.familyId)],
);

/** Online membership applications; the form's answers are kept as submitted. */
export const membershipApplications = pgTable(
  'membership_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    /** packages/domain MEMBERSHIP_STATUS: 2 input awaited, 3 input sent, 5 final check, 9 completed, 1 withdrawn. */
    statusId: integer('status_id').notNull(),
    answers: jsonb('answers').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The cost lines and discounts the classroom set (spec 2 §3.4), shown on cost_conf and printed. */
    costs: jsonb('costs').$type<MembershipCostLine[]>().notNull().default([]),
    discounts: jsonb('discounts').$type<MembershipDiscount[]>().notNull().default([]),
    /** The guardian's input (kidForm, guardianForm) as sent from the input screen. */
    input: jsonb('input'),
    inputSentAt: timestamp('input_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('membership_applications_family_idx').on(t.familyId),
    check('membership_applications_status', sql`${t.statusId} in (1, 2, 3, 5, 9)`),
  ],
);

// ---- Reading areas: files, carousel, documents, FAQ, terms, assessment tests ----

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded or seeded files (attachments, profile pictures), served only through checked routes. The
 * contents live in the file storage under `key` (services/storage.ts, ADR 024), not in the database.
 */
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  key: text('key').notNull().unique(),
  createdAt: createdAt(),
});

/** Contents stored in the database before ADR 024, until the server's start moves them to the storage. */
export const legacyFileContents = pgTable('legacy_file_contents', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

export const announcementFiles = pgTable(
  'announcement_files',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.fileId] })],
);

export const informationFiles = pgTable(
  'information_files',
  {
    informationId: integer('information_id')
      .notNull()
      .references(() => information.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.informationId, t.fileId] })],
);

/** Home carousel slides. */
export const carouselItems = pgTable('carousel_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sortOrder: integer('sort_order').notNull(),
  url: text('url').notNull(),
  imagePath: text('image_path'),
  /** The banner's words: shown as text beside the picture and naming its link (WCAG 1.1.1, 1.4.5). */
  alt: text('alt'),
  /** Roles that must not see the slide (a campaign they cannot take part in). */
  hiddenForRoles: integer('hidden_for_roles').array().notNull().default(sql`'{}'::integer[]`),
});

/** Related documents for prospective members and families; clicks are counted. */
export const documents = pgTable('documents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  comments: text('comments').notNull(),
  url: text('url').notNull(),
  imagePath: text('image_path'),
  sortOrder: integer('sort_order').notNull(),
  clickCount: integer('click_count').notNull().default(0),
});

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const faqSections = pgTable(
  'faq_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('faq_sections_category_idx').on(t.categoryId)],
);

/** FAQ articles; body is sanitised HTML. */
export const faqArticles = pgTable(
  'faq_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('faq_articles_section_idx').on(t.sectionId)],
);

/**
 * Published terms texts by kind: 'kiyaku' (terms of use), 'privacy_main', 'privacy_temp', and the
 * consent kinds 'privacy', 'lynx', 'steam'. The newest revision of a kind is the current one.
 */
export const termsTexts = pgTable(
  'terms_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    revisionDate: date('revision_date', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('terms_texts_kind_revision').on(t.kind, t.revisionDate)],
);

/** A robot-classroom assessment test offered to a child (the home take-test list reads it). */
export const assessmentTests = pgTable(
  'assessment_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    assessmentTestCode: text('assessment_test_code').notNull(),
    testName: text('test_name').notNull(),
    lmsCode: text('lms_code').notNull(),
    lmsProductCode: text('lms_product_code').notNull(),
    takenOn: date('taken_on', { mode: 'string' }),
    taken: boolean('taken').notNull().default(false),
    remind: boolean('remind').notNull().default(false),
  },
  (t) => [uniqueIndex('assessment_tests_kid_code').on(t.kidId, t.assessmentTestCode)],
);

// ---- Schedule: the family's calendar feed ----

/**
 * A family's secret calendar feed (ICS). Only a SHA-256 of the token in its URL is kept, so the URL is
 * shown once when issued; issuing again replaces it and revoking deletes the row (the old URL then 404s).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  familyId: integer('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
// --- Trial lessons and consultations booked from the public forms (issue 17) ---

/** A trial lesson a classroom holds; the public form is bound to one by store_id (classroom_no) and lesson_id. */
export const trialEvents = pgTable(
  'trial_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id),
    /** The lesson_id of the public link. */
    lessonCode: text('lesson_code').notNull().unique(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    /** Seats, one per child; `booked` only grows through the guarded update, so it never passes this. */
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('trial_events_classroom_idx').on(t.classroomId, t.heldAt),
    check('trial_events_seats', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A booking sent from /trial or /consult, kept as sent; one per submission id (a resubmit finds it). */
export const publicBookings = pgTable(
  'public_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: text('submission_id').notNull().unique(),
    consultation: boolean('consultation').notNull(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    trialEventId: integer('trial_event_id').references(() => trialEvents.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id),
    email: text('email').notNull(),
    guardianName: text('guardian_name').notNull(),
    kidCount: integer('kid_count').notNull(),
    mediumCode: text('medium_code'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The guardian's trial-list row, when the email is a signed-up guardian's. */
    trialBookingId: integer('trial_booking_id').references(() => trialBookings.id, { onDelete: 'set null' }),
    /**
     * Issue 31 item 19: a booking made signed out with a guardian's email joins that family's trial list only
     * once the mailed link is opened; SHA-256 of the link's token (the token itself is only in the mail).
     */
    confirmTokenHash: text('confirm_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('public_bookings_classroom_idx').on(t.classroomId, t.createdAt)],
);

// ---- Columns and video lessons (issue 14: 授業コラム, eラーニング) ----

/** A column article written for one course, published from its release month (YYYY-MM, JST). */
export const columns = pgTable(
  'columns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    releaseMonth: text('release_month').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    /** Paragraphs separated by a blank line; plain text, escaped when the page is rendered. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Issue 33 (ADR 047): a column staff wrote, as rich text cleaned by the news sanitiser; rendered instead of `body`. */
    bodyHtml: text('body_html'),
    /** The cover staff uploaded (redrawn as JPEG); without one the drawn cover is served. */
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The classroom whose families read it; null: every family taking the course (the provider's columns). */
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Withdrawn by staff: gone from the list and its page, kept for the record. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('columns_course_month_idx').on(t.courseCode, t.releaseMonth),
    index('columns_classroom_idx').on(t.classroomId),
    check('columns_release_month', sql`${t.releaseMonth} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/** One month's video pack of a robot course (spec 1 §3 "LMS course"). */
export const lmsCourses = pgTable(
  'lms_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lmsCode: text('lms_code').notNull().unique(),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    /** The month it is this month's videos (YYYY-MM, JST); later it is a past video. */
    month: text('month').notNull(),
    /** first: the month's first two lesson days; second: the last two. */
    period: text('period').notNull(),
    /** SU means a special lesson with a title; otherwise the robot's number and name. */
    robotNo: text('robot_no').notNull(),
    title: text('title'),
    name: text('name'),
    /** False while the videos are not ready: the pack is listed without an lms_code and cannot be opened. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('lms_courses_course_month_idx').on(t.courseCode, t.month),
    check('lms_courses_period', sql`${t.period} in ('first', 'second')`),
  ],
);

/** One video lesson of a pack, grouped by subject (the lesson day) and ordered for previous and next. */
export const lmsLessons = pgTable(
  'lms_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lmsCourseId: integer('lms_course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    subjectNo: integer('subject_no').notNull(),
    subjectName: text('subject_name').notNull(),
    lessonName: text('lesson_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Storage key of the WebM video. */
    videoKey: text('video_key').notNull(),
    /** Japanese captions: cue start and end in seconds. */
    captions: jsonb('captions').$type<{ start: number; end: number; text: string }[]>().notNull(),
    /** The video's type as judged by its bytes when staff uploaded it (issue 33, ADR 054). */
    videoType: text('video_type').notNull().default('video/webm'),
    /** The classroom whose families watch it; null: every family taking the course (the provider's videos). */
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Withdrawn by staff: gone for families, kept (marked) on the staff list. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lms_lessons_course_order').on(t.lmsCourseId, t.sortOrder),
    index('lms_lessons_classroom_idx').on(t.classroomId),
  ],
);

/** Where each child stopped watching a lesson, so the player resumes there. */
export const lmsProgress = pgTable(
  'lms_progress',
  {
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lmsLessons.id, { onDelete: 'cascade' }),
    positionMs: integer('position_ms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kidId, t.lessonId] })],
);

// ---- Robot assessment: the player host's tests, each take and the report comments (issue 15) ----

/** An assessment course on the player host: lesson 0 is the quiz, lesson 1 the survey (spec 1 §4). */
export const assessmentCourses = pgTable('assessment_courses', {
  lmsCode: text('lms_code').primaryKey(),
  /** The test name the player's header shows. */
  name: text('name').notNull(),
  /** The contract's AssessmentLevel: PREPRIMARY and PRIMARY read the comments of course group 1. */
  level: text('level')
    .$type<'PREPRIMARY' | 'PRIMARY' | 'BASIC1' | 'BASIC2' | 'MIDDLE1' | 'MIDDLE2' | 'ADVANCE1' | 'ADVANCE2'>()
    .notNull(),
});

/** The quiz (position 0) and the survey (position 1) of an assessment course. */
export const assessmentLessons = pgTable(
  'assessment_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lmsCode: text('lms_code')
      .notNull()
      .references(() => assessmentCourses.lmsCode, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('assessment_lessons_course_position').on(t.lmsCode, t.position)],
);

/**
 * A question of a quiz or survey. The right choice stays on the server: the player reads the question
 * without it and the learning log is checked against it.
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => assessmentLessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** The illustration as SVG markup; null for a question without a picture. */
    illustration: text('illustration'),
    choices: jsonb('choices').$type<{ id: number; label: string }[]>().notNull(),
    /** The ability category 1-10 a quiz question measures; null for a survey question. */
    categoryId: integer('category_id'),
    /** Null for a survey question (no answer is right or wrong). */
    correctChoiceId: integer('correct_choice_id'),
  },
  (t) => [
    uniqueIndex('assessment_questions_lesson_position').on(t.lessonId, t.position),
    check('assessment_questions_category', sql`${t.categoryId} is null or ${t.categoryId} between 1 and 10`),
  ],
);

/**
 * One take of a test: the quiz log (checked, with the category scores), then the survey log, then the
 * mark as taken. At most one open take per test, so answers cannot be sent twice for one take.
 */
export const assessmentTakes = pgTable(
  'assessment_takes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => assessmentTests.id, { onDelete: 'cascade' }),
    quizAnswers: jsonb('quiz_answers')
      .$type<{ contentId: number; choiceId: number | null; correct: boolean }[]>()
      .notNull(),
    scores: jsonb('scores').$type<{ id: number; score: number }[]>().notNull(),
    quizSubmittedAt: timestamp('quiz_submitted_at', { withTimezone: true }).notNull(),
    surveyAnswers: jsonb('survey_answers').$type<{ contentId: number; choiceId: number | null }[]>(),
    surveySubmittedAt: timestamp('survey_submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assessment_takes_one_open').on(t.testId).where(sql`${t.finishedAt} is null`),
    index('assessment_takes_test_idx').on(t.testId),
  ],
);

/** The report's comment entries (spec 1 §4): only isDisplay ones are shown. */
export const assessmentComments = pgTable('assessment_comments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  isDisplay: boolean('is_display').notNull().default(true),
  /** 1 pre-primary/primary, 2 other courses, 3 improvement comments. */
  courseGroupId: integer('course_group_id').notNull(),
  categoryId: integer('category_id').notNull(),
  comment: text('comment').notNull(),
});

/** A month (YYYY-MM, Japan) a child is on leave: no test can be taken and no result is offered. */
export const kidLeaves = pgTable(
  'kid_leaves',
  {
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kidId, t.month] })],
);
// ---- chat: sends made once, attachments, the classroom side's reading (issue 12, ADR 031) ----

/**
 * A send's idempotency key, unique per room and sender: a retried send (outbox after a reconnect, a
 * double tap) finds the message it already stored instead of storing a second one.
 */
export const chatSendKeys = pgTable(
  'chat_send_keys',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.senderUserId, t.key] })],
);

/** One file of one message (spec 1 §5: one message per file); images keep a re-encoded thumbnail. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId)],
);

/** When the classroom side last read a room: guardian messages after it are unread for the staff. */
export const chatStaffReads = pgTable('chat_staff_reads', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => chatRooms.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

// ---- Membership application (issue 16): session choice, certification codes, signatures ----

export type MembershipCostLine = { id: number; feeTypeId: number; costName: string; cost: number; costTax: number };
export type MembershipDiscount = { id: number; lectureId: number; name: string; fee: number };

/** The application a signed-in guardian chose from the list (POST /api/membership/online/session/store). */
/**
 * Issue 33 (ADR 048): a classroom's price of one course, before tax. New applications of the course are priced
 * from it; a change re-prices the classroom's applications of the course that have not reached the final check.
 */
export const coursePrices = pgTable(
  'course_prices',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    course: text('course')
      .notNull()
      .references(() => courses.code),
    monthlyFee: integer('monthly_fee').notNull(),
    enrolmentFee: integer('enrolment_fee').notNull(),
    materialsFee: integer('materials_fee').notNull(),
    discounts: jsonb('discounts').$type<{ name: string; fee: number }[]>().notNull().default([]),
    /** YYYY-MM start months in which the enrolment fee is waived. */
    campaignMonths: jsonb('campaign_months').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.course] }),
    check('course_prices_figures', sql`${t.monthlyFee} >= 0 and ${t.enrolmentFee} >= 0 and ${t.materialsFee} >= 0`),
  ],
);

export const membershipSelections = pgTable('membership_selections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id')
    .notNull()
    .references(() => membershipApplications.id, { onDelete: 'cascade' }),
  selectedAt: timestamp('selected_at', { withTimezone: true }).notNull(),
});

/** Certification codes issued by the classroom: random, single use, expiring, at most 5 wrong tries. */
export const membershipCertificationCodes = pgTable(
  'membership_certification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => membershipApplications.id, { onDelete: 'cascade' }),
    /** SHA-256 of the application id and the code: the code itself is shown once, to the staff. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the right code was entered: the signature may follow within a short window. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('membership_certification_codes_application_idx').on(t.applicationId)],
);

/** The signature of a completed application, re-encoded as PNG, with its audit record. */
export const membershipSignatures = pgTable('membership_signatures', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => membershipApplications.id, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
  /** SHA-256 (hex) of the application content the guardian signed (see contentDigest). */
  contentSha256: text('content_sha256').notNull(),
  entryDate: date('entry_date').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
});
// ---- Issue 13: lesson records and everyone's posts ----

/** Who reported which public post and when (spec 1 §4): the classroom reads them on the staff page. */
export const lessonRecordReports = pgTable(
  'lesson_record_reports',
  {
    lessonRecordId: integer('lesson_record_id')
      .notNull()
      .references(() => lessonRecords.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** The reporter's family: the post is hidden from it at once, and its reports are counted for the rate limit (issue 33). */
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** The classroom's answer: null while in the queue, 'hidden' (for everyone) or 'kept' (reports dismissed). */
    decision: text('decision', { enum: ['hidden', 'kept'] }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonRecordId, t.userId] }),
    index('lesson_record_reports_family_idx').on(t.familyId, t.reportedAt),
    index('lesson_record_reports_open_idx').on(t.lessonRecordId).where(sql`${t.decision} is null`),
  ],
);
// ---- Issue 12: chat mail, so a guardian is mailed once about the same classroom messages ----

/**
 * One mail the chat sent a guardian: 'message' (setting chat 1) for one classroom message (periodKey is
 * its id), or 'digest' (unread_chat 1 or 2) for the period it covered ('2026-11-24T20' for the two hours
 * from 20:00, '2026-11-24' for a day, in Japan), up to the newest message it counted. The unique key is
 * the claim: of two instances running the job, one sends.
 */
export const chatMails = pgTable(
  'chat_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'digest'] }).notNull(),
    periodKey: text('period_key').notNull(),
    upToMessageId: integer('up_to_message_id').notNull(),
    messageCount: integer('message_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_mails_once').on(t.userId, t.kind, t.periodKey)],
);

// ---- Membership application without an account (issue 16, spec 2 §2.2) ----

/**
 * The mailed link of a no-account applicant: only the SHA-256 of its random token is kept. It opens its
 * one application until that is completed (used_at), or until it expires; a newer link replaces it.
 */
export const membershipGuestLinks = pgTable(
  'membership_guest_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => membershipApplications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('membership_guest_links_application_idx').on(t.applicationId)],
);

/**
 * The mailed links that let an account set its password (issue 32): a reset asked from the sign-in page, or
 * the first password of an account the classroom made. Only the SHA-256 of the random token is kept; a link
 * works once (used_at) and until it expires, and a newer link of the same purpose ends the older ones.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'set'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/** A child as the classroom typed it in an invitation (issue 32); the kids row is made when the family accepts. */
export type InvitedChild = {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthday: string;
  schoolGrade: number;
  genderId: 1 | 2;
};

/**
 * The classroom invites a family (issue 32): the guardian, the children, their classroom and course, and the
 * family's role. Only the SHA-256 of the mailed link's random token is kept; a resend replaces it. The link works
 * until it expires, once (accepted_at), and not after the classroom revokes it.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    guardianLastName: text('guardian_last_name').notNull(),
    guardianFirstName: text('guardian_first_name').notNull(),
    role: integer('role').notNull(),
    courseCode: text('course_code')
      .notNull()
      .references(() => courses.code),
    children: jsonb('children').$type<InvitedChild[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The family the children joined (a new one, or the one of an account the email had already). */
    familyId: integer('family_id').references(() => families.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_invitations_classroom_idx').on(t.classroomId),
    check('family_invitations_role', sql`${t.role} in (6, 7, 8)`),
  ],
);

/** Per classroom: the day's cut-off of absence reports and its transfers (issue 33, ADR 046). */
export const absenceSettings = pgTable(
  'absence_settings',
  {
    classroomId: integer('classroom_id')
      .primaryKey()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    /** HH:MM, Japanese time: reports after it on the lesson's day are flagged 当日連絡. */
    cutoffTime: text('cutoff_time').notNull().default('10:00'),
    transfersOffered: boolean('transfers_offered').notNull().default(false),
    /** 1: the month of the absence and the next. */
    transferWindowMonths: integer('transfer_window_months').notNull().default(1),
  },
  (t) => [
    check('absence_settings_cutoff', sql`${t.cutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('absence_settings_window', sql`${t.transferWindowMonths} between 0 and 3`),
  ],
);

/**
 * A guardian's report of an absence, late arrival or early leave for one child's lesson, the classroom's
 * answer, and the transfer asked for after it (issue 33, ADR 046). One per child and lesson.
 */
export const absenceReports = pgTable(
  'absence_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['absent', 'late', 'early'] }).notNull(),
    reason: text('reason', { enum: ['illness', 'family', 'school', 'other'] }).notNull(),
    note: text('note').notNull().default(''),
    /** Sent after the classroom's cut-off on the lesson's day (当日連絡). */
    late: boolean('late').notNull().default(false),
    status: text('status', { enum: ['pending', 'confirmed', 'refused'] })
      .notNull()
      .default('pending'),
    staffNote: text('staff_note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferLessonId: integer('transfer_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    transferStatus: text('transfer_status', { enum: ['requested', 'accepted', 'refused'] }),
    transferNote: text('transfer_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('absence_reports_kid_lesson').on(t.kidId, t.lessonId),
    index('absence_reports_lesson_idx').on(t.lessonId),
    check('absence_reports_kind', sql`${t.kind} in ('absent', 'late', 'early')`),
    check('absence_reports_reason', sql`${t.reason} in ('illness', 'family', 'school', 'other')`),
    check('absence_reports_status', sql`${t.status} in ('pending', 'confirmed', 'refused')`),
    check(
      'absence_reports_transfer',
      sql`(${t.transferStatus} is null) = (${t.transferLessonId} is null) and (${t.transferStatus} is null or ${t.transferStatus} in ('requested', 'accepted', 'refused'))`,
    ),
  ],
);

// ---- Issue 34: Web Push (ADR 055) ----

/**
 * Keys the server made for itself and keeps across restarts: 'vapid' is the Web Push key pair the embedded
 * default generates on first start when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** One browser (device) of a guardian that receives Web Push; a user has several, an endpoint belongs to one. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The session that stored it (hash, as sessions.id_hash): its sign-out removes this device's subscription. */
    sessionHash: text('session_hash'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Per guardian: whether quiet hours (21:00-7:00 JST) hold non-urgent pushes until morning; no row means on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietHours: boolean('quiet_hours').notNull().default(true),
});

/** Pushes held by quiet hours, sent by the push job once `sendAfter` has passed. */
export const pushHeld = pgTable(
  'push_held',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Exactly what the notification shows: title, body, url, tag. */
    payload: jsonb('payload').$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_held_send_after_idx').on(t.sendAfter)],
);
