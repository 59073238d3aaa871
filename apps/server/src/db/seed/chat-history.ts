import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FileStorage } from '../../services/storage';
import { chatAttachments, chatMessages, chatRooms, files } from '../schema';
import { jstAt, jstDate, type Tx, yuinaLeave } from './classroom-life';

export type ChatHistoryContext = {
  today: Date;
  storage: FileStorage;
  families: { sato: number };
  /** The classroom whose room with the family gets the history (its id in `classrooms`). */
  classrooms: { musashikosugi: number };
  users: { guardian: number; staff: number };
};

/** Weekly exchanges, cycled: each is what a guardian and the classroom would really write to each other. */
const EXCHANGES: readonly (readonly ['guardian' | 'fc', string][])[] = [
  [
    ['fc', '本日の授業では、センサーを使ったプログラムに挑戦しました。結菜さんは最後まで集中して取り組んでいました。'],
    ['guardian', 'ありがとうございます。家でも楽しそうに話してくれました。'],
  ],
  [
    ['guardian', 'いつもお世話になっております。来週の授業に、水筒は持っていったほうがよいでしょうか。'],
    ['fc', 'ご質問ありがとうございます。教室にもお水はございますが、水筒をお持ちいただいても大丈夫です。'],
    ['guardian', '承知しました。持たせるようにします。'],
  ],
  [
    ['fc', '次回は作品の発表会を行います。ご家庭でも、作品の工夫したところを聞いてみてください。'],
    ['guardian', '発表会、楽しみにしております。本人も準備を頑張っています。'],
  ],
  [
    ['guardian', '本日は少しお迎えが遅れます。17時50分ごろに伺います。'],
    ['fc', '承知いたしました。教室でお待ちしております。'],
  ],
  [
    ['fc', '今月の授業の様子を、教室からのお知らせに載せました。お時間のあるときにご覧ください。'],
    ['guardian', '拝見しました。写真がとても嬉しかったです。'],
    ['fc', 'ありがとうございます。来月もお楽しみに。'],
  ],
  [
    ['guardian', 'プログラムの宿題で分からないところがあると言っています。次回の授業で少し見ていただけますか。'],
    ['fc', 'もちろんです。授業の始めに講師が確認いたします。'],
  ],
  // Cycled through every season, so nothing here names one (a closure notice in April would be wrong).
  [
    ['fc', '来月の授業日程を、教室からのお知らせに載せました。休講日もあわせてご確認ください。'],
    ['guardian', 'ご連絡ありがとうございます。カレンダーで確認しました。'],
  ],
  [
    ['guardian', '先日の作品の写真をお送りします。家でも続きを作っていました。'],
    ['fc', '素敵な作品ですね！次の授業で講師にも見せてあげてください。'],
  ],
];

/** A picture drawn at seed time (never downloaded): a coloured card with a simple robot shape. */
async function drawPicture(background: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <rect width="960" height="720" fill="${background}"/>
    <rect x="330" y="180" width="300" height="260" rx="36" fill="${accent}"/>
    <circle cx="420" cy="290" r="34" fill="#fff"/><circle cx="540" cy="290" r="34" fill="#fff"/>
    <rect x="410" y="370" width="140" height="24" rx="12" fill="#fff"/>
    <rect x="300" y="460" width="360" height="120" rx="24" fill="${accent}" opacity="0.8"/>
    <circle cx="380" cy="600" r="40" fill="#333"/><circle cx="580" cy="600" r="40" fill="#333"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Issue 12: a long history in the first family's room at 武蔵小杉教室 (a few hundred messages over about
 * eight months, two photographs), older than the room's last reading, so it adds no unread message. The
 * room at 自由が丘教室 keeps its short story (classroom-life.ts) with the deleted message and the unread reply.
 */
export async function seedChatHistory(tx: Tx, c: ChatHistoryContext) {
  const [room] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.classroomId, c.classrooms.musashikosugi), eq(chatRooms.familyId, c.families.sato)));
  if (!room) throw new Error('the chat room of 武蔵小杉教室 was not seeded');
  // The room's recent messages (classroom-life.ts) are taken out and written again after the history: the room
  // lists by id, so an id must follow the time it was sent (issue 31 item 35: they sorted above months-old ones).
  const recent = await tx.delete(chatMessages).where(eq(chatMessages.roomId, room.id)).returning();
  const rows: (typeof chatMessages.$inferInsert)[] = [];
  // Four exchanges a week from about eight months ago to 22 days ago: a few hundred messages.
  let n = 0;
  // It ends before 結菜's leave was asked for (classroom-life.ts), so nothing here talks of a lesson in her leave.
  const { askedOn } = yuinaLeave(c.today);
  for (let offset = -260; offset <= -22; offset += 1) {
    const weekday = (offset + 700) % 7;
    if (![1, 3, 4, 6].includes(weekday)) continue;
    const exchange = EXCHANGES[n % EXCHANGES.length] ?? [];
    const day = jstDate(c.today, offset);
    if (day >= askedOn) break;
    exchange.forEach(([side, content], i) => {
      const minute = 10 + i * 7;
      rows.push({
        roomId: room.id,
        senderType: side,
        senderUserId: side === 'guardian' ? c.users.guardian : c.users.staff,
        content,
        sentAt: jstAt(day, `${side === 'fc' ? '18' : '19'}:${String(minute).padStart(2, '0')}`),
      });
    });
    n += 1;
  }
  // Sorted by time, so ids follow the conversation's order as they would have been written.
  rows.sort((a, b) => (a.sentAt as Date).getTime() - (b.sentAt as Date).getTime());
  const inserted = await tx
    .insert(chatMessages)
    .values(rows)
    .returning({ id: chatMessages.id, content: chatMessages.content });
  const later = recent
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime())
    .map(({ id: _id, ...message }) => message);
  if (later.length > 0) await tx.insert(chatMessages).values(later);

  // The photographs go with the guardian's "先日の作品の写真をお送りします。" messages: one file per message.
  const photoMessages = inserted.filter((m) => m.content.startsWith('先日の作品の写真')).slice(-2);
  const colours = [
    ['#e8f4ff', '#0b62b8'],
    ['#fff4e5', '#d46b08'],
  ] as const;
  for (const [i, message] of photoMessages.entries()) {
    const [background, accent] = colours[i] ?? colours[0];
    const data = await drawPicture(background, accent);
    const thumbnail = await sharp(data)
      .resize({ width: 480, height: 480, fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer();
    const key = FileStorage.newKey();
    const thumbKey = FileStorage.newKey();
    await c.storage.put(key, data, 'image/jpeg');
    await c.storage.put(thumbKey, thumbnail, 'image/jpeg');
    const [file] = await tx
      .insert(files)
      .values({ name: `作品の写真${i + 1}.jpg`, mimeType: 'image/jpeg', size: data.length, key })
      .returning({ id: files.id });
    const [thumb] = await tx
      .insert(files)
      .values({ name: `作品の写真${i + 1}-preview.jpg`, mimeType: 'image/jpeg', size: thumbnail.length, key: thumbKey })
      .returning({ id: files.id });
    if (!file || !thumb) throw new Error('chat photo files were not stored');
    await tx.insert(chatAttachments).values({ messageId: message.id, fileId: file.id, thumbnailFileId: thumb.id });
  }
  return inserted.length;
}
