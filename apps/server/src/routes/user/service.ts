import {
  createProfileSchema,
  DEFAULT_NOTIFICATION_SETTINGS,
  GENDERS,
  type NotificationSettings,
  notificationSettingsSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
  PROFILE_IMAGE_TYPES,
  prefectureName,
  SCHOOL_GRADES,
} from '@portal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { files, kids, users } from '../../db/schema';

type Role = 6 | 7 | 8;

export type ProfileKidView = {
  id: number;
  lastName: string;
  firstName: string;
  seito_no: string;
  lastNameKana: string;
  firstNameKana: string;
  birthYear: number;
  birthMonth: number;
  birthDay: number;
  genderName: string | null;
  schoolName: string | null;
  schoolGradeName: string | null;
};

/** The signed-in guardian with the profile fields of spec 1 §3 "Profile" and their own children. */
export type UserView = {
  id: number;
  role: Role;
  lastName: string;
  firstName: string;
  iconPath: string | null;
  kids: ProfileKidView[];
  lastNameKana: string | null;
  firstNameKana: string | null;
  birthYear: number | null;
  genderId: 1 | 2 | null;
  genderName: string | null;
  telNumber: string | null;
  telNumberBackup: string | null;
  email: string;
  emailBackup: string | null;
  zipcode: string | null;
  prefectureId: number | null;
  prefectureName: string | null;
  city: string | null;
  block: string | null;
  building: string | null;
  notificationSettings?: NotificationSettings;
};

/** Domain's limit, so the form refuses what the server would. */
export const ICON_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;

/** Server-only texts; the image type and missing-file messages are domain's PROFILE_IMAGE_MESSAGES. */
export const PROFILE_MESSAGES = {
  type: PROFILE_IMAGE_MESSAGES.type,
  tooLarge: PROFILE_IMAGE_MESSAGES.tooLarge,
  missing: PROFILE_IMAGE_MESSAGES.selectFile,
  emailTaken: 'このメールアドレスは既に使用されています。',
} as const;

export type IconType = (typeof PROFILE_IMAGE_TYPES)[number];

/**
 * The leading bytes of each accepted type (domain's PROFILE_IMAGE_TYPES): the file name and the
 * declared type are the client's say-so, so the server trusts only the content.
 */
const SIGNATURES: Record<IconType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The file extension an icon of each type is stored under. */
export const ICON_EXTENSIONS: Record<IconType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** An accepted image type, as the stored mime type of an icon must be to be served. */
export const isIconType = (type: string): type is IconType => (PROFILE_IMAGE_TYPES as readonly string[]).includes(type);

/** The image type by its first bytes, or null when it is none of the accepted ones. */
export function sniffIconType(data: Buffer): IconType | null {
  return (
    PROFILE_IMAGE_TYPES.find((type) => {
      const signature = SIGNATURES[type];
      return data.length >= signature.length && signature.every((b, i) => data[i] === b);
    }) ?? null
  );
}

const emptyToNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v);

/** The contract lets optional text fields be null; the domain schema's empty value is ''. */
function nullsToEmpty(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    const textField = ['telNumber', 'telNumberBackup', 'emailBackup', 'zipcode', 'city', 'block', 'building'];
    out[k] = v === null && textField.includes(k) ? '' : v;
  }
  return out;
}

/** The profile schema of the domain plus, for role 6, the notification settings (spec 1 §5). */
export function profileUpdateSchema(today: Date, role: Role) {
  const base = createProfileSchema(today);
  return role === 6
    ? base.extend({ notificationSettings: notificationSettingsSchema.optional() })
    : base.extend({ notificationSettings: z.unknown().optional() });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class UserService {
  constructor(private readonly db: Database) {}

  /** The guardian with the children of their own family only; null for anyone who is not a guardian. */
  async withKids(userId: number): Promise<UserView | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (user?.kind !== 'guardian' || user.familyId === null || user.role === null) return null;
    const rows = await this.db
      .select()
      .from(kids)
      .where(eq(kids.familyId, user.familyId))
      .orderBy(asc(kids.birthday), asc(kids.id));
    const role = user.role as Role;
    const genderId = user.genderId === 1 || user.genderId === 2 ? user.genderId : null;
    const view: UserView = {
      id: user.id,
      role,
      lastName: user.lastName,
      firstName: user.firstName,
      iconPath: user.iconPath,
      kids: rows.map((k) => {
        const [y, m, d] = k.birthday.split('-').map(Number) as [number, number, number];
        return {
          id: k.id,
          lastName: k.lastName,
          firstName: k.firstName,
          seito_no: k.seitoNo,
          lastNameKana: k.lastNameKana,
          firstNameKana: k.firstNameKana,
          birthYear: y,
          birthMonth: m,
          birthDay: d,
          genderName: GENDERS.find((g) => g.id === k.gender)?.label ?? null,
          schoolName: k.schoolName === '' ? null : k.schoolName,
          schoolGradeName: SCHOOL_GRADES.find((g) => g.id === k.schoolGrade)?.label ?? null,
        };
      }),
      lastNameKana: user.lastNameKana === '' ? null : user.lastNameKana,
      firstNameKana: user.firstNameKana === '' ? null : user.firstNameKana,
      birthYear: user.birthYear,
      genderId,
      genderName: GENDERS.find((g) => g.id === genderId)?.label ?? null,
      telNumber: user.telNumber,
      telNumberBackup: user.telNumberBackup,
      email: user.email,
      emailBackup: user.emailBackup,
      zipcode: user.zipcode,
      prefectureId: user.prefectureId,
      prefectureName: user.prefectureId === null ? null : (prefectureName(user.prefectureId) ?? null),
      city: user.city,
      block: user.block,
      building: user.building,
    };
    // Spec 1 §3: notification settings belong to role 6 only.
    if (role === 6) view.notificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notificationSettings };
    return view;
  }

  /**
   * Saves the profile after the domain's validation. Returns the field errors (Japanese) or null when
   * saved; the email must stay unique among all accounts since it is the sign-in name.
   */
  async updateProfile(
    userId: number,
    role: Role,
    body: unknown,
    today: Date,
  ): Promise<{ errors: z.ZodError } | { taken: true } | { ok: true }> {
    const parsed = profileUpdateSchema(today, role).safeParse(nullsToEmpty(body));
    if (!parsed.success) return { errors: parsed.error };
    const p = parsed.data;
    const [other] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, p.email), ne(users.id, userId)));
    if (other) return { taken: true };
    try {
      await this.update(userId, role, p);
    } catch (error) {
      // Two accounts claiming one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) return { taken: true };
      throw error;
    }
    return { ok: true };
  }

  private async update(userId: number, role: Role, p: z.infer<ReturnType<typeof profileUpdateSchema>>) {
    await this.db
      .update(users)
      .set({
        lastName: p.lastName,
        firstName: p.firstName,
        lastNameKana: p.lastNameKana,
        firstNameKana: p.firstNameKana,
        birthYear: p.birthYear,
        genderId: p.genderId,
        telNumber: emptyToNull(p.telNumber),
        telNumberBackup: emptyToNull(p.telNumberBackup),
        email: p.email,
        emailBackup: emptyToNull(p.emailBackup),
        zipcode: emptyToNull(p.zipcode),
        prefectureId: p.prefectureId,
        city: emptyToNull(p.city),
        block: emptyToNull(p.block),
        building: emptyToNull(p.building),
        ...(role === 6 && p.notificationSettings
          ? { notificationSettings: p.notificationSettings as NotificationSettings }
          : {}),
      })
      .where(eq(users.id, userId));
  }

  /** Stores a new icon and points the user at it; the previous file goes. Returns the icon's URL. */
  async setIcon(userId: number, image: { name: string; mimeType: string; data: Buffer }): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select({ iconFileId: users.iconFileId }).from(users).where(eq(users.id, userId));
      const [file] = await tx
        .insert(files)
        .values({ name: image.name, mimeType: image.mimeType, size: image.data.length, data: image.data })
        .returning({ id: files.id });
      if (!file) throw new Error('file insert returned nothing');
      const iconPath = `/api/user/icon/${file.id}`;
      await tx.update(users).set({ iconFileId: file.id, iconPath }).where(eq(users.id, userId));
      if (user?.iconFileId) await tx.delete(files).where(eq(files.id, user.iconFileId));
      return iconPath;
    });
  }

  async deleteIcon(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select({ iconFileId: users.iconFileId }).from(users).where(eq(users.id, userId));
      await tx.update(users).set({ iconFileId: null, iconPath: null }).where(eq(users.id, userId));
      if (user?.iconFileId) await tx.delete(files).where(eq(files.id, user.iconFileId));
    });
  }

  /** The icon file, only when it is the requesting user's own current icon. */
  async ownIcon(userId: number, fileId: number): Promise<{ mimeType: string; data: Buffer } | null> {
    const [row] = await this.db
      .select({ mimeType: files.mimeType, data: files.data })
      .from(users)
      .innerJoin(files, eq(files.id, users.iconFileId))
      .where(and(eq(users.id, userId), eq(users.iconFileId, fileId)));
    return row ? { mimeType: row.mimeType, data: Buffer.from(row.data as Uint8Array) } : null;
  }
}
