import { ATTACHMENT_NOT_ALLOWED_MESSAGE, formatFileSize } from '@portal/domain';
import {
  type ComponentProps,
  type DragEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button';
import { ErrorText, RequirementBadge } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './FileDropzone.css';

/** Spec 1 §5 / §8: the refusal of a file type off the whitelist, worded by @portal/domain. */
export const FILE_NOT_ALLOWED_MESSAGE = ATTACHMENT_NOT_ALLOWED_MESSAGE;

export type FileDropzoneProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onFilesChange?: (files: File[]) => void;
  /** The picker's `accept` attribute: a convenience filter only, since drops ignore it. */
  accept?: string;
  /** Whitelist rule (e.g. `(file) => isAllowedAttachment(file.name)`); refused files are listed in an alert. */
  isAllowed?: (file: File) => boolean;
  rejectMessage?: string;
  multiple?: boolean;
  disabled?: boolean;
  name?: string;
  pickLabel?: string;
};

function usePreviews(files: readonly File[]) {
  const urls = useMemo(
    () => files.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null)),
    [files],
  );
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

// Stable keys per File object: the same file may be added twice, and indexes shift on removal.
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function keyOf(file: File) {
  let key = fileKeys.get(file);
  if (!key) {
    nextFileKey += 1;
    key = `file-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

function extensionOf(name: string) {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1, dot + 5) : 'file';
}

/** Drag and drop or pick files, with image previews, removal of each file and refusal of types off the whitelist. */
export function FileDropzone({
  label = '添付ファイル',
  hint,
  error,
  required = false,
  files: filesProp,
  defaultFiles = [],
  onFilesChange,
  accept,
  isAllowed = () => true,
  rejectMessage = FILE_NOT_ALLOWED_MESSAGE,
  multiple = true,
  disabled = false,
  name,
  pickLabel = 'ファイルを選択',
  className,
  ...rest
}: FileDropzoneProps) {
  const [files, setFiles] = useControllableState<readonly File[]>(filesProp, defaultFiles, (next) =>
    onFilesChange?.([...next]),
  );
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const previews = usePreviews(files);
  const ids = useId();
  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const allowed = incoming.filter((file) => isAllowed(file));
    setRejected(incoming.filter((file) => !isAllowed(file)).map((file) => file.name));
    if (allowed.length > 0) setFiles(multiple ? [...files, ...allowed] : allowed.slice(0, 1));
  };

  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    setRejected([]);
    setFocusIndex(next.length === 0 ? -1 : Math.min(index, next.length - 1));
  };

  // After a removal focus goes to the next file's remove button, or back to the picker, never to the page top.
  useEffect(() => {
    if (focusIndex === null) return;
    if (focusIndex < 0) pickRef.current?.focus();
    else removeRefs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div {...rest} className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <span>{label}</span>
        <RequirementBadge required={required} />
      </span>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the picker button is the keyboard path. */}
      <div
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <p className={styles.zoneText} aria-hidden="true">
          ここにファイルをドラッグ＆ドロップ、または
        </p>
        <Button
          ref={pickRef}
          variant="secondary"
          disabled={disabled}
          aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
        >
          {pickLabel}
        </Button>
        <input
          ref={inputRef}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className={fieldStyles.visuallyHidden}
          tabIndex={-1}
          aria-labelledby={labelId}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Clearing lets the same file be picked again after it was removed.
            event.target.value = '';
          }}
        />
      </div>
      <div aria-live="assertive">
        {rejected.length > 0 && (
          <p role="alert" className={styles.alert}>
            {rejectMessage}（{rejected.join('、')}）
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className={styles.list} aria-label="選択したファイル">
          {files.map((file, index) => {
            const preview = previews[index];
            return (
              <li key={keyOf(file)} className={styles.item}>
                {preview ? (
                  <img src={preview} alt="" className={styles.preview} />
                ) : (
                  <span className={styles.fileIcon} aria-hidden="true">
                    {extensionOf(file.name)}
                  </span>
                )}
                <span className={styles.fileName}>
                  {file.name}
                  <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                </span>
                <Button
                  ref={(node) => {
                    removeRefs.current[index] = node;
                  }}
                  variant="secondary"
                  aria-label={`${file.name}を削除`}
                  onClick={() => remove(index)}
                >
                  削除
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
