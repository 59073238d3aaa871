import { crc32, deflateSync } from 'node:zlib';
import { formatDate } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { insertAnnouncement, insertInformation } from '../../routes/news/staffService';
import { FileStorage } from '../../services/storage';
import {
  announcementFiles,
  announcementReads,
  classrooms,
  files,
  informationFiles,
  informationLabels,
  informationReads,
  users,
} from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';
import {
  DEMO_CLASSES,
  exhibitionNotice,
  featuredNotice,
  informationItems,
  presentationProgramme,
  sender,
} from './year';

const DAY = 86_400_000;

/** A one-page PDF whose page shows a line of text (ASCII: the base-14 fonts have no Japanese glyphs). */
export function makePdf(text: string): Buffer {
  const esc = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  // A heading and the lines of a paper form, so the file is a believable printable sheet.
  const lines = [
    'Guardian name: ______________________',
    'Student name: ______________________',
    'Student number: ____________',
    'Course: ____________',
    'Preferred dates: ______________________',
    'Signature: ______________________',
  ];
  const stream = [
    `BT /F1 18 Tf 56 760 Td (${esc(text)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${700 - i * 36} Td (${esc(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small RGB PNG: horizontal bands of the given colours (a stand-in map or flyer). */
export function makePng(width: number, height: number, bands: [number, number, number][]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  // A fixed pseudo-random grain, like a scanned flyer: the same bytes on every seed.
  let seed = 20_241_201;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed % 17) - 8;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)] ?? [255, 255, 255];
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const n = grain();
      raw.set([clamp(r + n), clamp(g + n), clamp(b + n)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type FileSeed = { name: string; mimeType: string; data: Buffer };
const pdf = (name: string, text: string): FileSeed => ({ name, mimeType: 'application/pdf', data: makePdf(text) });
const png = (name: string, bands: [number, number, number][]): FileSeed => ({
  name,
  mimeType: 'image/png',
  data: makePng(240, 160, bands),
});

async function storeFiles(tx: Tx, storage: FileStorage, list: FileSeed[]) {
  const keyed = list.map((f) => ({ ...f, key: FileStorage.newKey() }));
  // Contents before rows, as uploads do: a seeded row never points at a missing object.
  for (const f of keyed) await storage.put(f.key, f.data, f.mimeType);
  return tx
    .insert(files)
    .values(keyed.map((f) => ({ name: f.name, mimeType: f.mimeType, size: f.data.length, key: f.key })))
    .returning({ id: files.id });
}

/**
 * Announcements and information with HTML bodies and attachments (a real PDF and PNG with Japanese
 * names) for both demo families, and the provider's information (two pages, one item scheduled). Bodies are
 * sanitised before they are stored. Looks its rows up by classroom number, e-mail and label name.
 */
export async function seedAnnouncementsAndInformation(
  tx: Tx,
  { today, storage }: { today: Date; storage: FileStorage },
) {
  const at = (offset: number, time: string) => jstAt(jstDate(today, offset), time);
  const rooms = await tx
    .select({ id: classrooms.id, no: classrooms.classroomNo })
    .from(classrooms)
    .where(inArray(classrooms.classroomNo, ['1301', '1402', '1303']));
  const room = (no: string) => {
    const found = rooms.find((r) => r.no === no);
    if (!found) throw new Error(`demo classroom ${no} is missing`);
    return found.id;
  };
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['guardian@example.com', 'guardian2@example.com']));
  const userId = (email: string) => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`demo user ${email} is missing`);
    return found.id;
  };
  const guardian = userId('guardian@example.com');

  // ---- announcements with attachments, one set per family (their words: seed/year.ts) ----
  const map = (): [number, number, number][] => [
    [46, 125, 50],
    [255, 255, 255],
    [25, 118, 210],
  ];
  const featured = featuredNotice(today);
  const programme = presentationProgramme(today);
  const exhibition = exhibitionNotice(today);
  const news = [
    {
      classroomId: room('1301'),
      sender: featured.senderName,
      title: featured.title,
      important: true,
      offset: -6,
      // Read already: the demo keeps only the newest two of each classroom unread.
      readBy: [guardian],
      content: featured.content,
      files: [pdf(featured.files.pdf, featured.files.pdfText), png(featured.files.png ?? '会場案内図.png', map())],
    },
    {
      classroomId: room('1402'),
      sender: sender(DEMO_CLASSES.musashikosugi, 1),
      title: programme.title,
      important: false,
      offset: -17,
      readBy: [guardian],
      content: programme.content,
      files: [pdf(programme.files.pdf, programme.files.pdfText)],
    },
    {
      classroomId: room('1303'),
      sender: sender(DEMO_CLASSES.kichijoji),
      title: exhibition.title,
      important: true,
      offset: -6,
      readBy: [] as number[],
      content: exhibition.content,
      files: [
        pdf(exhibition.files.pdf, exhibition.files.pdfText),
        png(exhibition.files.png ?? '吉祥寺教室の地図.png', [
          [230, 81, 0],
          [255, 255, 255],
        ]),
      ],
    },
  ];
  for (const n of news) {
    // Issue 33: the staff pages' own write (ADR 045), dated in the past as if published then.
    const row = await insertAnnouncement(tx, {
      classroomId: n.classroomId,
      title: n.title,
      content: n.content,
      senderName: n.sender,
      important: n.important,
      publishedAt: at(n.offset, '10:00'),
      draft: false,
      authorId: null,
    });
    const stored = await storeFiles(tx, storage, n.files);
    await tx.insert(announcementFiles).values(stored.map((f) => ({ announcementId: row.id, fileId: f.id })));
    if (n.readBy.length > 0) {
      await tx.insert(announcementReads).values(
        n.readBy.map((id) => ({
          announcementId: row.id,
          userId: id,
          readAt: new Date(row.publishedAt.getTime() + DAY),
        })),
      );
    }
  }

  // ---- issue 33: what the demo staff member (山本 大輔) is still working on at 自由が丘教室 ----
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'));
  const working = { classroomId: room('1301'), senderName: '山本 大輔', important: false, authorId: staff?.id ?? null };
  await insertAnnouncement(tx, {
    ...working,
    title: '次回の保護者会について',
    content:
      '次回の保護者会は来月の予定です。日程は追ってお知らせします。\n\nご都合のよい曜日を教室までお知らせください。',
    publishedAt: at(0, '09:00'),
    draft: true,
  });
  await insertAnnouncement(tx, {
    ...working,
    title: '教室の電話受付時間が変わります',
    content: `${formatDate(jstDate(today, 7), { style: 'long' })}から、教室の電話受付時間は平日14:00〜19:00になります。欠席のご連絡は、これまでどおり授業の30分前までにお電話ください。`,
    publishedAt: at(3, '09:00'),
    draft: false,
  });

  // ---- information: thirteen published over two pages (one with attachments), one scheduled ----
  const labels = await tx.select().from(informationLabels);
  const label = (name: string) => {
    const found = labels.find((l) => l.name === name);
    if (found) return found.id;
    throw new Error(`information label ${name} is missing`);
  };
  for (const item of informationItems(today)) {
    // The provider's own information (no classroom), through the staff pages' write (ADR 045).
    const row = await insertInformation(tx, {
      classroomId: null,
      labelId: label(item.label),
      title: item.title,
      important: item.important ?? false,
      content: item.content,
      publishedAt: at(item.offset, '09:00'),
      draft: false,
      authorId: null,
    });
    if (item.files) {
      const stored = await storeFiles(tx, storage, [
        pdf(item.files.pdf, item.files.pdfText),
        png(item.files.png, [
          [123, 31, 162],
          [255, 255, 255],
          [0, 137, 123],
        ]),
      ]);
      await tx.insert(informationFiles).values(stored.map((f) => ({ informationId: row.id, fileId: f.id })));
    }
    if (item.offset < -20) {
      await tx
        .insert(informationReads)
        .values({ informationId: row.id, userId: guardian, readAt: new Date(row.publishedAt.getTime() + DAY) });
    }
  }
}
