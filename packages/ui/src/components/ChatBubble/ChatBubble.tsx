import { type ComponentProps, useState } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ChatBubble.css';

export const chatSenderTypes = ['guardian', 'classroom'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

export type ChatAttachment = {
  id: string;
  fileName: string;
  href: string;
  /** Images show a thumbnail; everything else a file link. */
  isImage?: boolean;
  /** The small picture drawn in the bubble (the full image is only loaded when opened). */
  thumbnailSrc?: string;
};

export type ChatBubbleProps = Omit<ComponentProps<'div'>, 'children'> & {
  senderType: ChatSenderType;
  /** Shown above classroom messages (the guardian's own messages need no name). */
  senderName?: string;
  /** Classroom icon; a default mark is drawn when missing. */
  iconSrc?: string;
  /**
   * The other party is a person (a guardian, seen from the classroom side): their initial in a circle
   * instead of the classroom's building mark.
   */
  initial?: string;
  /** Opens an image in the caller's viewer; without it an image is a plain link to the file. */
  onOpenImage?: (attachment: ChatAttachment) => void;
  content?: string;
  /** Already formatted as HH:MM. */
  time: string;
  /** Machine-readable send time for the `<time>` element. */
  dateTime?: string;
  deleted?: boolean;
  deletedText?: string;
  attachments?: readonly ChatAttachment[];
  /** Given only for the guardian's own, non-deleted messages; the caller confirms before deleting. */
  onDelete?: () => void;
  deleteLabel?: string;
};

export function ChatBubble({
  senderType,
  senderName,
  iconSrc,
  initial,
  onOpenImage,
  content,
  time,
  dateTime,
  deleted = false,
  deletedText,
  attachments = [],
  onDelete,
  deleteLabel,
  className,
  ...rest
}: ChatBubbleProps) {
  const texts = useUiTexts().chatBubble;
  const [revealed, setRevealed] = useState(false);
  const canDelete = Boolean(onDelete) && !deleted;

  return (
    <div
      {...rest}
      className={className ? `${styles.row} ${className}` : styles.row}
      data-sender={senderType}
      data-deleted={deleted || undefined}
      data-revealed={(canDelete && revealed) || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setRevealed(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setRevealed(false)}
    >
      {senderType === 'classroom' ? (
        iconSrc ? (
          <img className={styles.icon} src={iconSrc} alt="" width={40} height={40} />
        ) : initial ? (
          <span className={`${styles.icon} ${styles.initial}`} aria-hidden="true">
            {initial}
          </span>
        ) : (
          <span className={styles.icon} aria-hidden="true">
            <svg className={styles.iconGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3 2 9v2h20V9zM4 12v7H3v2h18v-2h-1v-7h-3v7h-3v-7h-4v7H7v-7z" />
            </svg>
          </span>
        )
      ) : null}
      <div className={styles.body}>
        {senderType === 'classroom' && senderName ? <p className={styles.sender}>{senderName}</p> : null}
        <div className={styles.line}>
          {/* Tapping the bubble on a touch screen reveals the delete control; keyboard users reach it by Tab. */}
          <div
            className={styles.bubble}
            onPointerUp={(event) => event.pointerType !== 'mouse' && canDelete && setRevealed((shown) => !shown)}
          >
            {deleted ? (
              <p className={styles.deleted}>{deletedText ?? texts.deleted}</p>
            ) : (
              <>
                {content ? <p className={styles.content}>{content}</p> : null}
                {attachments.length > 0 ? (
                  <ul className={styles.attachments} aria-label={texts.attachments}>
                    {attachments.map((attachment) => (
                      <li key={attachment.id} className={styles.attachmentItem}>
                        {attachment.isImage && onOpenImage ? (
                          <button
                            type="button"
                            className={`${styles.attachment} ${styles.imageButton}`}
                            onClick={() => onOpenImage(attachment)}
                          >
                            <img
                              className={styles.thumbnail}
                              src={attachment.thumbnailSrc ?? attachment.href}
                              alt={attachment.fileName}
                              loading="lazy"
                            />
                          </button>
                        ) : (
                          <a className={styles.attachment} href={attachment.href} target="_blank" rel="noreferrer">
                            {attachment.isImage ? (
                              <img
                                className={styles.thumbnail}
                                src={attachment.thumbnailSrc ?? attachment.href}
                                alt={attachment.fileName}
                                loading="lazy"
                              />
                            ) : (
                              <>
                                <svg className={styles.clip} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                                  <path d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5" />
                                </svg>
                                <span>{attachment.fileName}</span>
                              </>
                            )}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </div>
          <div className={styles.meta}>
            <time className={styles.time} dateTime={dateTime}>
              {time}
            </time>
            {canDelete ? (
              <button type="button" className={styles.deleteButton} onClick={onDelete}>
                {deleteLabel ?? texts.delete}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
