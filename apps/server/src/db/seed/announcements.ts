import { crc32, deflateSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { toSafeHtml } from '../../routes/announcement/richText';
import {
  announcementFiles,
  announcementReads,
  announcements,
  classrooms,
  files,
  information,
  informationFiles,
  informationLabels,
  informationReads,
  users,
} from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';

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

async function storeFiles(tx: Tx, list: FileSeed[]) {
  return tx
    .insert(files)
    .values(list.map((f) => ({ name: f.name, mimeType: f.mimeType, size: f.data.length, data: f.data })))
    .returning({ id: files.id });
}

/**
 * Announcements and information with HTML bodies and attachments (a real PDF and PNG with Japanese
 * names) for both demo families, plus older information so the list has a second page. Bodies are
 * sanitised before they are stored. Looks its rows up by classroom number, e-mail and label name.
 */
export async function seedAnnouncementsAndInformation(tx: Tx, { today }: { today: Date }) {
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

  // ---- announcements with attachments, one set per family ----
  const news = [
    {
      classroomId: room('1301'),
      sender: '自由が丘教室 山本',
      title: '冬期講習のお申し込みについて',
      important: true,
      offset: -6,
      // Read already: the demo keeps only the newest two of each classroom unread.
      readBy: [guardian],
      content: `<p>保護者の皆さま</p>
<p>いつも自由が丘教室をご利用いただきありがとうございます。冬期講習のお申し込みを受け付けております。</p>
<ul><li>日程：12月26日〜1月7日（日曜・祝日を除く）</li><li>対象：ロボット教室 全コース</li><li>締切：<strong>12月15日</strong></li></ul>
<p>添付の申込書にご記入のうえ、教室へご提出ください。会場の地図も添付しております。</p>
<p>詳しくは<a href="https://www.manabi.example/winter/" target="_blank">冬期講習のご案内ページ</a>をご覧ください。</p>
<script>alert('seed')</script>`,
      files: [
        pdf('冬期講習申込書.pdf', 'Winter course application form - Jiyugaoka'),
        png('会場案内図.png', [
          [46, 125, 50],
          [255, 255, 255],
          [25, 118, 210],
        ]),
      ],
    },
    {
      classroomId: room('1402'),
      sender: '武蔵小杉教室 山本',
      title: 'プログラミング発表会のプログラム',
      important: false,
      offset: -17,
      readBy: [guardian],
      content: `<p>保護者の皆さま</p><p>来週のプログラミング発表会のプログラムを添付いたします。お子さまの発表順をご確認ください。</p>`,
      files: [pdf('発表会プログラム.pdf', 'Programming presentation day - Musashikosugi')],
    },
    {
      classroomId: room('1303'),
      sender: '吉祥寺教室 中村',
      title: 'ロボット作品展示のご案内',
      important: true,
      offset: -6,
      readBy: [] as number[],
      content: `<p>保護者の皆さま</p><p>吉祥寺教室では、生徒の皆さんが製作したロボット作品の展示を行います。</p><p>展示の案内と地図を添付しますので、ぜひご家族でお越しください。</p>`,
      files: [
        pdf('作品展示のご案内.pdf', 'Robot exhibition - Kichijoji'),
        png('吉祥寺教室の地図.png', [
          [230, 81, 0],
          [255, 255, 255],
        ]),
      ],
    },
  ];
  for (const n of news) {
    const [row] = await tx
      .insert(announcements)
      .values({
        classroomId: n.classroomId,
        title: n.title,
        content: toSafeHtml(n.content),
        senderName: n.sender,
        important: n.important,
        publishedAt: at(n.offset, '10:00'),
      })
      .returning();
    if (!row) throw new Error('announcement insert returned nothing');
    const stored = await storeFiles(tx, n.files);
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

  // ---- information: one with attachments, older items for a second page, one scheduled ----
  const labels = await tx.select().from(informationLabels);
  const label = (name: string) => {
    const found = labels.find((l) => l.name === name);
    if (found) return found.id;
    throw new Error(`information label ${name} is missing`);
  };
  const items = [
    {
      label: 'イベント',
      title: '冬休みイベントカレンダーを公開しました',
      important: false,
      offset: -8,
      content: `<p>冬休み期間中に各教室で開催するイベントのカレンダーを公開しました。</p><p>カレンダーと会場マップを添付しています。参加をご希望の方は各教室へお申し込みください。</p>`,
      files: [
        pdf('冬休みイベントカレンダー.pdf', 'Winter holiday event calendar'),
        png('イベント会場マップ.png', [
          [123, 31, 162],
          [255, 255, 255],
          [0, 137, 123],
        ]),
      ],
    },
    { label: 'イベント', title: 'ロボットコンテスト 全国大会の結果発表', offset: -95 },
    { label: 'お知らせ', title: '年末年始の窓口休業について', offset: -100 },
    { label: 'お知らせ', title: 'スマートフォンでマイページが見やすくなりました', offset: -110 },
    { label: 'キャンペーン', title: '秋の入会キャンペーン終了のお知らせ', offset: -120 },
    { label: 'メンテナンス', title: 'メンテナンス完了のお知らせ', offset: -130 },
    { label: 'イベント', title: '夏休み自由研究サポート講座のご報告', offset: -140 },
    { label: 'お知らせ', title: '保護者向け説明会の動画を公開しました', offset: -150 },
    // Not published yet: nobody may see it before its date.
    { label: 'お知らせ', title: '次年度の受講継続手続きのご案内', offset: 5 },
  ];
  for (const item of items) {
    const [row] = await tx
      .insert(information)
      .values({
        labelId: label(item.label),
        title: item.title,
        important: item.important ?? false,
        content: toSafeHtml(item.content ?? `<p>${item.title}。</p><p>詳しくは各教室までお問い合わせください。</p>`),
        publishedAt: at(item.offset, '09:00'),
      })
      .returning();
    if (!row) throw new Error('information insert returned nothing');
    if (item.files) {
      const stored = await storeFiles(tx, item.files);
      await tx.insert(informationFiles).values(stored.map((f) => ({ informationId: row.id, fileId: f.id })));
    }
    if (item.offset < -20) {
      await tx
        .insert(informationReads)
        .values({ informationId: row.id, userId: guardian, readAt: new Date(row.publishedAt.getTime() + DAY) });
    }
  }
}
