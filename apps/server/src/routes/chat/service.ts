import { jstIsoDate } from '@portal/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatAttachments,
  chatMessages,
  chatRooms,
  chatSendKeys,
  chatStaffReads,
  classrooms,
  enrolments,
  families,
  files,
  kids,
  staffClassrooms,
  users,
} from '../../db/schema';
import { FileStorage } from '../../services/storage';
import { publicDate } from '../news/common';
import type { CheckedUpload } from './attachments';

/** Who is reading or writing: a guardian for their family, or classroom staff for their classrooms. */
export type ChatActor = { kind: 'guardian'; userId: number; familyId: number } | { kind: 'staff'; userId: number };

/** A page of the message list; older pages are asked for with beforeId. */
export const CHAT_PAGE_SIZE = 50;

type Room = { id: number; familyId: number; classroomId: number };

export type ChatMessageOut = {
  id: number;
  senderType: 'guardian' | 'fc';
  senderName: string | null;
  content: string | null;
  sendAt: string;
  deletedAt: string | null;
  attachments: { id: number; fileName: string; filePath: string; fileType: string }[];
};

export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly storage: FileStorage,
  ) {}

  /** The room when the actor belongs to it: the guardian's family, or a classroom the staff works for. */
  async roomFor(actor: ChatActor, roomId: number): Promise<Room | null> {
    const [room] = await this.db
      .select({ id: chatRooms.id, familyId: chatRooms.familyId, classroomId: chatRooms.classroomId })
      .from(chatRooms)
      .where(eq(chatRooms.id, roomId));
    if (!room) return null;
    if (actor.kind === 'guardian') return room.familyId === actor.familyId ? room : null;
    const [works] = await this.db
      .select({ id: staffClassrooms.classroomId })
      .from(staffClassrooms)
      .where(and(eq(staffClassrooms.userId, actor.userId), eq(staffClassrooms.classroomId, room.classroomId)));
    return works ? room : null;
  }

  /** Spec 1 §7: the classrooms the family's children attend today (an ended enrolment no longer counts). */
  async classrooms(familyId: number) {
    const today = jstIsoDate(this.now());
    return this.db
      .selectDistinct({ classroomNo: classrooms.classroomNo, classroomName: classrooms.name })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .innerJoin(classrooms, eq(classrooms.id, enrolments.classroomId))
      .where(
        and(
          eq(kids.familyId, familyId),
          sql`${enrolments.startedOn} <= ${today}`,
          or(isNull(enrolments.endedOn), sql`${enrolments.endedOn} >= ${today}`),
        ),
      )
      .orderBy(asc(classrooms.classroomNo));
  }

  /** Spec 1 §3: the family's rooms with the classroom messages it has not read yet. */
  async rooms(familyId: number) {
    const unread = sql<number>`count(${chatMessages.id}) filter (where ${unreadForGuardian})`;
    const rows = await this.db
      .select({ id: chatRooms.id, classroomNo: classrooms.classroomNo, unread })
      .from(chatRooms)
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .leftJoin(chatMessages, eq(chatMessages.roomId, chatRooms.id))
      .where(eq(chatRooms.familyId, familyId))
      .groupBy(chatRooms.id, classrooms.classroomNo)
      .orderBy(asc(chatRooms.id));
    return rows.map((r) => ({ id: r.id, classroomNo: r.classroomNo, readStatus: { unreadCount: Number(r.unread) } }));
  }

  /** The room of a classroom the family attends, created on first use; null for any other classroom. */
  async findOrCreate(familyId: number, classroomNo: string): Promise<number | null> {
    const attended = (await this.classrooms(familyId)).some((c) => c.classroomNo === classroomNo);
    if (!attended) return null;
    const [classroom] = await this.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.classroomNo, classroomNo));
    if (!classroom) return null;
    await this.db
      .insert(chatRooms)
      .values({ familyId, classroomId: classroom.id })
      .onConflictDoNothing({ target: [chatRooms.familyId, chatRooms.classroomId] });
    const [room] = await this.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.familyId, familyId), eq(chatRooms.classroomId, classroom.id)));
    return room?.id ?? null;
  }

  /** The staff member's rooms, newest conversation first, with the guardian messages not read yet. */
  async staffRooms(userId: number) {
    const [staff] = await this.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    const unread = sql<number>`count(${chatMessages.id}) filter (where ${chatMessages.senderType} = 'guardian'
      and ${chatMessages.deletedAt} is null
      and (${chatStaffReads.readAt} is null or ${chatMessages.sentAt} > ${chatStaffReads.readAt}))`;
    const last = sql<Date | null>`max(${chatMessages.sentAt})`;
    const rows = await this.db
      .select({
        id: chatRooms.id,
        classroomNo: classrooms.classroomNo,
        classroomName: classrooms.name,
        familyName: families.name,
        unread,
        last,
      })
      .from(chatRooms)
      .innerJoin(staffClassrooms, eq(staffClassrooms.classroomId, chatRooms.classroomId))
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .innerJoin(families, eq(families.id, chatRooms.familyId))
      .leftJoin(chatStaffReads, eq(chatStaffReads.roomId, chatRooms.id))
      .leftJoin(chatMessages, eq(chatMessages.roomId, chatRooms.id))
      .where(eq(staffClassrooms.userId, userId))
      .groupBy(chatRooms.id, classrooms.classroomNo, classrooms.name, families.name, chatStaffReads.readAt)
      .orderBy(sql`max(${chatMessages.sentAt}) desc nulls last`, asc(chatRooms.id));
    return {
      name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim(),
      data: rows.map((r) => ({
        id: r.id,
        classroomNo: r.classroomNo,
        classroomName: r.classroomName,
        familyName: r.familyName,
        unreadCount: Number(r.unread),
        lastMessageAt: r.last ? publicDate(new Date(r.last)) : null,
      })),
    };
  }

  /**
   * Messages oldest first: the one announced on the channel (newMessageId), everything after a known id
   * (afterId, a reconnected client's resync, with the deleted ones from heldFromId on), a page before an id (beforeId), or the latest page.
   * Reading marks nothing read: the portal posts markRead while the room is on screen.
   */
  async messages(
    room: Room,
    query: { newMessageId?: number; beforeId?: number; afterId?: number; heldFromId?: number },
  ): Promise<ChatMessageOut[]> {
    const inRoom = eq(chatMessages.roomId, room.id);
    let rows: (typeof chatMessages.$inferSelect & { senderName: string | null })[];
    const base = () =>
      this.db
        .select({
          ...chatMessagesColumns,
          senderName: sql<
            string | null
          >`case when ${users.id} is null then null else ${users.lastName} || ' ' || ${users.firstName} end`,
        })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderUserId));
    if (query.newMessageId !== undefined) {
      rows = await base().where(and(inRoom, eq(chatMessages.id, query.newMessageId)));
    } else if (query.afterId !== undefined) {
      // A resync also answers the deletions among the messages the client holds (heldFromId..afterId):
      // a deletion made while it was away changes no id, so afterId alone would never tell it.
      const held =
        query.heldFromId === undefined
          ? undefined
          : and(
              gte(chatMessages.id, query.heldFromId),
              lte(chatMessages.id, query.afterId),
              isNotNull(chatMessages.deletedAt),
            );
      rows = await base()
        .where(and(inRoom, held ? or(gt(chatMessages.id, query.afterId), held) : gt(chatMessages.id, query.afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(1000);
    } else {
      const older = query.beforeId === undefined ? inRoom : and(inRoom, lt(chatMessages.id, query.beforeId));
      rows = (await base().where(older).orderBy(desc(chatMessages.id)).limit(CHAT_PAGE_SIZE)).reverse();
    }
    return this.present(rows);
  }

  /** Marks the room read for the actor's side; true when that side had the other side's messages unread. */
  async markRead(actor: ChatActor, roomId: number): Promise<boolean> {
    const now = this.now();
    if (actor.kind === 'guardian') {
      const [before] = await this.db
        .select({ n: count() })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(and(eq(chatMessages.roomId, roomId), unreadForGuardian));
      await this.db.update(chatRooms).set({ guardianReadAt: now }).where(eq(chatRooms.id, roomId));
      return (before?.n ?? 0) > 0;
    } else {
      const [before] = await this.db
        .select({ n: count() })
        .from(chatMessages)
        .leftJoin(chatStaffReads, eq(chatStaffReads.roomId, chatMessages.roomId))
        .where(and(eq(chatMessages.roomId, roomId), unreadForStaff));
      await this.db
        .insert(chatStaffReads)
        .values({ roomId, readAt: now })
        .onConflictDoUpdate({ target: chatStaffReads.roomId, set: { readAt: now } });
      return (before?.n ?? 0) > 0;
    }
  }

  /** The guardians of a family: whose own channels hear that the family's unread count changed. */
  async guardianUserIds(familyId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.familyId, familyId), eq(users.kind, 'guardian')));
    return rows.map((r) => r.id);
  }

  /** The staff of a classroom: whose own channels hear that its rooms' unread counts changed (issue 33). */
  async staffUserIds(classroomId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: staffClassrooms.userId })
      .from(staffClassrooms)
      .where(eq(staffClassrooms.classroomId, classroomId));
    return rows.map((r) => r.id);
  }

  private async present(rows: (typeof chatMessages.$inferSelect & { senderName: string | null })[]) {
    const ids = rows.map((r) => r.id);
    const attached =
      ids.length === 0
        ? []
        : await this.db
            .select({
              id: chatAttachments.id,
              messageId: chatAttachments.messageId,
              name: files.name,
              type: files.mimeType,
            })
            .from(chatAttachments)
            .innerJoin(files, eq(files.id, chatAttachments.fileId))
            .where(inArray(chatAttachments.messageId, ids))
            .orderBy(asc(chatAttachments.id));
    return rows.map((r) => {
      const deleted = r.deletedAt !== null;
      return {
        id: r.id,
        senderType: r.senderType,
        senderName: r.senderName,
        // A deleted message keeps nothing readable on the wire: the placeholder is all anyone sees.
        content: deleted ? null : r.content,
        sendAt: publicDate(r.sentAt),
        deletedAt: r.deletedAt ? publicDate(r.deletedAt) : null,
        attachments: deleted
          ? []
          : attached
              .filter((a) => a.messageId === r.id)
              .map((a) => ({ id: a.id, fileName: a.name, filePath: String(a.id), fileType: a.type })),
      };
    });
  }

  /**
   * Stores one message (with at most one file, spec 1 §5) once per idempotency key. The file is written
   * to the storage before the row, so a committed message never points at a missing object.
   * `created` is false when the key had already stored this message (nothing to broadcast again).
   */
  async send(
    actor: ChatActor,
    room: Room,
    input: { content: string; file: CheckedUpload | null; idempotencyKey?: string | undefined },
  ): Promise<{ message: ChatMessageOut; created: boolean }> {
    if (input.idempotencyKey) {
      const existing = await this.byKey(room.id, actor.userId, input.idempotencyKey);
      if (existing) return { message: existing, created: false };
    }
    const stored = input.file ? await this.storeFile(input.file) : null;
    const senderType = actor.kind === 'guardian' ? ('guardian' as const) : ('fc' as const);
    let messageId: number;
    try {
      messageId = await this.db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({
            roomId: room.id,
            senderType,
            senderUserId: actor.userId,
            content: input.content,
            sentAt: this.now(),
          })
          .returning({ id: chatMessages.id });
        if (!message) throw new Error('chat message insert returned nothing');
        if (input.idempotencyKey) {
          // Of two concurrent sends with one key, the second waits on the key's row, then finds it taken.
          const claimed = await tx
            .insert(chatSendKeys)
            .values({ roomId: room.id, senderUserId: actor.userId, key: input.idempotencyKey, messageId: message.id })
            .onConflictDoNothing()
            .returning({ key: chatSendKeys.key });
          if (claimed.length === 0) throw new DuplicateSend();
        }
        if (stored) {
          const [file] = await tx.insert(files).values(stored.file).returning({ id: files.id });
          const [thumb] = stored.thumbnail
            ? await tx.insert(files).values(stored.thumbnail).returning({ id: files.id })
            : [];
          if (!file) throw new Error('file insert returned nothing');
          await tx
            .insert(chatAttachments)
            .values({ messageId: message.id, fileId: file.id, thumbnailFileId: thumb?.id ?? null });
        }
        return message.id;
      });
    } catch (error) {
      if (!(error instanceof DuplicateSend) || !input.idempotencyKey) throw error;
      const existing = await this.byKey(room.id, actor.userId, input.idempotencyKey);
      if (!existing) throw new Error('an idempotency key was taken without a message');
      return { message: existing, created: false };
    }
    const [message] = await this.messagesById([messageId]);
    if (!message) throw new Error('the sent message vanished');
    return { message, created: true };
  }

  private async byKey(roomId: number, userId: number, key: string) {
    const [row] = await this.db
      .select({ messageId: chatSendKeys.messageId })
      .from(chatSendKeys)
      .where(and(eq(chatSendKeys.roomId, roomId), eq(chatSendKeys.senderUserId, userId), eq(chatSendKeys.key, key)));
    if (!row) return null;
    const [message] = await this.messagesById([row.messageId]);
    return message ?? null;
  }

  private async messagesById(ids: number[]) {
    const rows = await this.db
      .select({
        ...chatMessagesColumns,
        senderName: sql<
          string | null
        >`case when ${users.id} is null then null else ${users.lastName} || ' ' || ${users.firstName} end`,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderUserId))
      .where(inArray(chatMessages.id, ids));
    return this.present(rows);
  }

  private async storeFile(upload: CheckedUpload) {
    const key = FileStorage.newKey();
    await this.storage.put(key, upload.data, upload.mimeType);
    const file = { name: upload.name, mimeType: upload.mimeType, size: upload.data.length, key };
    if (!upload.thumbnail) return { file, thumbnail: null };
    const thumbKey = FileStorage.newKey();
    await this.storage.put(thumbKey, upload.thumbnail, 'image/jpeg');
    return {
      file,
      thumbnail: {
        name: `thumbnail-${upload.name}.jpg`,
        mimeType: 'image/jpeg',
        size: upload.thumbnail.length,
        key: thumbKey,
      },
    };
  }

  /**
   * Spec 1 §4: only one's own message that is not deleted yet. Answers the room to tell, 'missing' for a
   * message outside the actor's rooms and 'forbidden' for someone else's or an already deleted one.
   */
  async delete(
    actor: ChatActor,
    messageId: number,
  ): Promise<{ roomId: number; familyId: number; classroomId: number } | 'missing' | 'forbidden'> {
    const [message] = await this.db
      .select({
        roomId: chatMessages.roomId,
        sender: chatMessages.senderUserId,
        senderType: chatMessages.senderType,
        deletedAt: chatMessages.deletedAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, messageId));
    const room = message ? await this.roomFor(actor, message.roomId) : null;
    if (!message || !room) return 'missing';
    const ownSide = actor.kind === 'guardian' ? 'guardian' : 'fc';
    if (message.senderType !== ownSide || message.sender !== actor.userId || message.deletedAt) return 'forbidden';
    const updated = await this.db
      .update(chatMessages)
      .set({ deletedAt: this.now() })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    return updated.length > 0
      ? { roomId: message.roomId, familyId: room.familyId, classroomId: room.classroomId }
      : 'forbidden';
  }

  /** An attachment's bytes (or its thumbnail) when the actor belongs to its room and the message stands. */
  async attachment(actor: ChatActor, attachmentId: number, thumbnail: boolean) {
    const [row] = await this.db
      .select({
        roomId: chatMessages.roomId,
        deletedAt: chatMessages.deletedAt,
        fileId: chatAttachments.fileId,
        thumbnailFileId: chatAttachments.thumbnailFileId,
      })
      .from(chatAttachments)
      .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
      .where(eq(chatAttachments.id, attachmentId));
    if (!row || row.deletedAt || !(await this.roomFor(actor, row.roomId))) return null;
    const fileId = thumbnail ? row.thumbnailFileId : row.fileId;
    if (fileId === null) return null;
    const [file] = await this.db.select().from(files).where(eq(files.id, fileId));
    if (!file) return null;
    const data = await this.storage.read(file.key);
    return data ? { name: file.name, mimeType: file.mimeType, data } : null;
  }

  /** Counts for the bench and tests: how many messages a room holds. */
  async countIn(roomId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
    return row?.n ?? 0;
  }
}

/** A classroom message the family has not read yet (the query joins the message's room). */
const unreadForGuardian = sql`${chatMessages.senderType} = 'fc'
  and ${chatMessages.deletedAt} is null
  and (${chatRooms.guardianReadAt} is null or ${chatMessages.sentAt} > ${chatRooms.guardianReadAt})`;

const unreadForStaff = sql`${chatMessages.senderType} = 'guardian'
  and ${chatMessages.deletedAt} is null
  and (${chatStaffReads.readAt} is null or ${chatMessages.sentAt} > ${chatStaffReads.readAt})`;

/** Rolls back a send whose idempotency key another send already holds. */
class DuplicateSend extends Error {}

const chatMessagesColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  senderType: chatMessages.senderType,
  senderUserId: chatMessages.senderUserId,
  content: chatMessages.content,
  sentAt: chatMessages.sentAt,
  deletedAt: chatMessages.deletedAt,
};
