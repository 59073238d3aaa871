import {
  type CodedOption,
  createProfileSchema,
  DEFAULT_NOTIFICATION_SETTINGS,
  GENDERS,
  labelCodeOf,
  type NotificationSettings,
  notificationSettingsSchema,
  PROFILE_IMAGE_CODES,
  PROFILE_IMAGE_MAX_BYTES,
  prefectureName,
  SCHOOL_GRADES,
} from '@portal/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ok } from '../../contract/route';
import type { Database } from '../../db/client';
import { files, kids, users } from '../../db/schema';
import { can, type Role } from '../../roles';
import type { ReadCache } from '../../services/read-cache';
import { FileStorage } from '../../services/storage';
import { inJapanese } from '../../wording';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

import { normaliseEmail } from '../auth/service';
import { EMAIL_CHANGE_MESSAGES } from './emailChangeLimit';
import { ICON_MESSAGES } from './iconImage';
import type { Precondition } from './version';

/** The signed-in guardian with the profile fields of spec 1 §3 "Profile" and their own children. */
export type UserView = Ok<'getUser'>;

/** Domain's limit, so the form refuses what the server would. */
export const ICON_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;

/** Server-only texts; the image type and missing-file messages are domain's PROFILE_IMAGE_CODES in Japanese. */
export const PROFILE_MESSAGES = {
  type: inJapanese(PROFILE_IMAGE_CODES.type),
  tooLarge: inJapanese(PROFILE_IMAGE_CODES.tooLarge),
  missing: inJapanese(PROFILE_IMAGE_CODES.selectFile),
  ...ICON_MESSAGES,
  emailTaken: EMAIL_CHANGE_MESSAGES.unavailable,
} as const;

/** A coded enumeration's label in Japanese (the API's *Name fields), or null for an unknown id. */
const labelOrNull = (options: readonly CodedOption<number>[], id: number | null) => {
  const code = labelCodeOf(options, id);
  return code ? inJapanese(code) : null;
};

const emptyToNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v);

/** The contract lets optional text fields be null; the domain schema's empty value is ''. */
export function nullsToEmpty(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    const textField = ['telNumber', 'telNumberBackup', 'emailBackup', 'zipcode', 'city', 'block', 'building'];
    out[k] = v === null && textField.includes(k) ? '' : v;
  }
  return out;
}

/** The profile schema of the domain plus, for members, the notification settings (spec 1 §5). */
export function profileUpdateSchema(today: Date, role: Role) {
  const base = createProfileSchema(today);
  return can(role, 'notificationSettings')
    ? base.extend({ notificationSettings: notificationSettingsSchema.optional() })
    : base.extend({ notificationSettings: z.unknown().optional() });
}

/** A profile as the domain's schema gives it. */
export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The cache tag of one user's profile: whatever writes the user's row or their family's children drops it. */
export const userTag = (userId: number) => `user:${userId}`;

export class UserService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly cache: ReadCache,
  ) {}

  /**
   * The guardian with the children of their own family only; null for anyone who is not a guardian. Every
   * page asks for it first (the bootstrap), so it is cached; this service's writes drop it (`userTag`).
   */
  withKids(userId: number): Promise<UserView | null> {
    return this.cache.get(userTag(userId), [userTag(userId)], () => this.withKidsFromDatabase(userId));
  }

  private async withKidsFromDatabase(userId: number): Promise<UserView | null> {
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
          genderName: labelOrNull(GENDERS, k.gender),
          schoolName: k.schoolName === '' ? null : k.schoolName,
          schoolGradeName: labelOrNull(SCHOOL_GRADES, k.schoolGrade),
        };
      }),
      lastNameKana: user.lastNameKana === '' ? null : user.lastNameKana,
      firstNameKana: user.firstNameKana === '' ? null : user.firstNameKana,
      birthYear: user.birthYear,
      genderId,
      genderName: labelOrNull(GENDERS, genderId),
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
      version: user.profileVersion,
    };
    // Spec 1 §3: notification settings belong to members only.
    if (can(role, 'notificationSettings'))
      view.notificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notificationSettings };
    return view;
  }

  /** The sign-in address the account has now (stored normalised). */
  async emailOf(userId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  /**
   * Saves a profile the domain's schema has checked (`profileUpdateSchema`, applied by the route); the email
   * must stay unique among all accounts since it is the sign-in name. With a precondition (If-Match), a profile
   * saved elsewhere meanwhile is left as it is (`changed`).
   */
  async updateProfile(
    userId: number,
    role: Role,
    profile: ProfileUpdate,
    precondition: Precondition = { kind: 'none' },
  ): Promise<{ taken: true } | { ok: true } | { changed: true }> {
    // Stored as sign-in compares it (issue 19 item 13): an address saved with capitals must still sign in.
    const p = { ...profile, email: normaliseEmail(profile.email) };
    const [other] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${p.email}`, ne(users.id, userId)));
    if (other) return { taken: true };
    try {
      return (await this.update(userId, role, p, precondition)) ? { ok: true } : { changed: true };
    } catch (error) {
      // Two accounts claiming one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) return { taken: true };
      throw error;
    }
  }

  /**
   * Changes only the notification settings named (spec 1 §3, role 6): the profile's other fields and the other
   * settings stay as saved, so a switch on a page opened earlier reverts nothing saved since (issue 30 item 8).
   */
  async updateNotificationSettings(
    userId: number,
    change: Partial<NotificationSettings>,
    precondition: Precondition = { kind: 'none' },
  ): Promise<{ ok: true } | { changed: true }> {
    const saved = await this.db
      .update(users)
      .set({
        // Merged in the database, so two switches changed at once on two devices both stay.
        notificationSettings: sql`coalesce(${users.notificationSettings}, '{}'::jsonb) || ${JSON.stringify(change)}::jsonb`,
        profileVersion: sql`${users.profileVersion} + 1`,
      })
      .where(this.savable(userId, precondition))
      .returning({ id: users.id });
    this.cache.invalidate(userTag(userId));
    return saved.length > 0 ? { ok: true } : { changed: true };
  }

  /** The user's row, when it still has a version the precondition names (one statement: no race). */
  private savable(userId: number, precondition: Precondition): SQL | undefined {
    if (precondition.kind !== 'versions') return eq(users.id, userId);
    if (precondition.versions.length === 0) return sql`false`;
    return and(eq(users.id, userId), inArray(users.profileVersion, precondition.versions));
  }

  /** Whether the row was saved (false: the precondition no longer holds). */
  private async update(userId: number, role: Role, p: ProfileUpdate, precondition: Precondition): Promise<boolean> {
    const saved = await this.db
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
        emailBackup: emptyToNull(normaliseEmail(p.emailBackup ?? '')),
        zipcode: emptyToNull(p.zipcode),
        prefectureId: p.prefectureId,
        city: emptyToNull(p.city),
        block: emptyToNull(p.block),
        building: emptyToNull(p.building),
        ...(can(role, 'notificationSettings') && p.notificationSettings
          ? { notificationSettings: p.notificationSettings as NotificationSettings }
          : {}),
        profileVersion: sql`${users.profileVersion} + 1`,
      })
      .where(this.savable(userId, precondition))
      .returning({ id: users.id });
    this.cache.invalidate(userTag(userId));
    return saved.length > 0;
  }

  /** Stores a new icon and points the user at it; the previous file and its object go. Returns the icon's URL. */
  async setIcon(userId: number, image: { name: string; mimeType: string; data: Buffer }): Promise<string> {
    const key = FileStorage.newKey();
    // The object first, so that no row ever points at contents that were never written.
    await this.storage.put(key, image.data, image.mimeType);
    let result: { iconPath: string; replacedKey: string | undefined };
    try {
      result = await this.db.transaction(async (tx) => {
        const previous = await this.currentIcon(tx, userId);
        const [file] = await tx
          .insert(files)
          .values({ name: image.name, mimeType: image.mimeType, size: image.data.length, key })
          .returning({ id: files.id });
        if (!file) throw new Error('file insert returned nothing');
        const iconPath = `/api/user/icon/${file.id}`;
        await tx.update(users).set({ iconFileId: file.id, iconPath }).where(eq(users.id, userId));
        if (previous) await tx.delete(files).where(eq(files.id, previous.id));
        return { iconPath, replacedKey: previous?.key };
      });
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    this.cache.invalidate(userTag(userId));
    // Only after the commit: a failed change must leave the current icon readable.
    if (result.replacedKey) await this.storage.delete(result.replacedKey);
    return result.iconPath;
  }

  async deleteIcon(userId: number): Promise<void> {
    const previous = await this.db.transaction(async (tx) => {
      const icon = await this.currentIcon(tx, userId);
      await tx.update(users).set({ iconFileId: null, iconPath: null }).where(eq(users.id, userId));
      if (icon) await tx.delete(files).where(eq(files.id, icon.id));
      return icon;
    });
    this.cache.invalidate(userTag(userId));
    if (previous) await this.storage.delete(previous.key);
  }

  /** The icon file, only when it is the requesting user's own current icon and its contents exist. */
  async ownIcon(userId: number, fileId: number): Promise<{ mimeType: string; data: Buffer } | null> {
    const [row] = await this.db
      .select({ mimeType: files.mimeType, key: files.key })
      .from(users)
      .innerJoin(files, eq(files.id, users.iconFileId))
      .where(and(eq(users.id, userId), eq(users.iconFileId, fileId)));
    const data = row ? await this.storage.read(row.key) : null;
    return row && data ? { mimeType: row.mimeType, data } : null;
  }

  private async currentIcon(tx: Transaction, userId: number) {
    const [icon] = await tx
      .select({ id: files.id, key: files.key })
      .from(users)
      .innerJoin(files, eq(files.id, users.iconFileId))
      .where(eq(users.id, userId));
    return icon;
  }
}
