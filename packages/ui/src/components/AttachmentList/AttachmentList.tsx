import { formatFileSize } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fillParts, useUiTexts } from '../../texts';
import * as styles from './AttachmentList.css';

export const fileKinds = [
  'pdf',
  'image',
  'video',
  'audio',
  'word',
  'excel',
  'powerpoint',
  'archive',
  'text',
  'other',
] as const;
export type FileKind = (typeof fileKinds)[number];

const kindByExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  mkv: 'video',
  avi: 'video',
  mov: 'video',
  mp3: 'audio',
  ogg: 'audio',
  wav: 'audio',
  aac: 'audio',
  alac: 'audio',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  zip: 'archive',
  rar: 'archive',
  txt: 'text',
};

/** Which icon a file gets, from its name's extension. */
export function fileKindOf(fileName: string): FileKind {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? 'other' : (kindByExtension[fileName.slice(dot + 1).toLowerCase()] ?? 'other');
}

// One document outline per kind; the badge letter tells the kinds apart beside the colour.
const kindMarks: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'IMG',
  video: 'MOV',
  audio: 'SND',
  word: 'W',
  excel: 'X',
  powerpoint: 'P',
  archive: 'ZIP',
  text: 'TXT',
  other: '',
};

function FileIcon({ kind }: { kind: FileKind }) {
  return (
    <svg
      className={styles.icon}
      data-kind={kind}
      width="28"
      height="32"
      viewBox="0 0 28 32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 1h15l7 7v22a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M18 1v7h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {kindMarks[kind] && (
        <text
          x="13.5"
          y="24"
          textAnchor="middle"
          fontSize={kindMarks[kind].length > 2 ? 7 : 10}
          fontWeight="700"
          fill="currentColor"
        >
          {kindMarks[kind]}
        </text>
      )}
    </svg>
  );
}

export type Attachment = {
  /** The file's display name with its extension. */
  name: string;
  /** The download URL (files are served by id after an access check). */
  href: string;
  /** Size in bytes, shown 1000-based with 2 decimals. */
  size: number;
};

export type AttachmentListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly Attachment[];
  label?: string;
};

/** Attachments of an announcement or information: file-type icon, name and size, each a download link. */
export function AttachmentList({ items, label, className, ...rest }: AttachmentListProps) {
  const texts = useUiTexts().attachmentList;
  if (items.length === 0) return null;
  return (
    <ul {...rest} aria-label={label ?? texts.label} className={clsx(styles.list, className)}>
      {items.map((item) => {
        const kind = fileKindOf(item.name);
        return (
          <li key={item.href}>
            <a className={styles.link} href={item.href} download={item.name} data-kind={kind}>
              <FileIcon kind={kind} />
              <span className={styles.name}>{item.name}</span>
              <span className={styles.meta}>
                {fillParts(texts.meta, { kind: texts.kinds[kind], size: formatFileSize(item.size) })}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
