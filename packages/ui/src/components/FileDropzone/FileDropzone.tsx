import { formatFileSize } from '@portal/domain';
import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Pressable } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { fill, fillParts, useUiTexts } from '../../texts';
import { Button } from '../Button/Button';
import { ErrorText, RequirementBadge } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './FileDropzone.css';

export type FileDropzoneProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onFilesChange?: (files: File[]) => void;
  /** The picker's `accept` list (comma-separated): a convenience filter only, since drops and pastes ignore it. */
  accept?: string;
  /** Whitelist rule (e.g. `(file) => isAllowedAttachment(file.name)`); refused files are listed in an alert. */
  isAllowed?: (file: File) => boolean;
  rejectMessage?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Submits the listed files under this name with a native form post. */
  name?: string;
  pickLabel?: string;
  /** Names the drop target a keyboard or screen reader reaches, where a copied file can also be pasted. */
  dropLabel?: string;
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

// With a `name`, the surrounding form's data carries exactly the listed files (however they came), through the
// form's `formdata` event rather than a second file input.
function useFormFiles(name: string | undefined, files: readonly File[]) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!name || !form) return;
    const append = (event: FormDataEvent) => {
      for (const file of files) event.formData.append(name, file);
    };
    form.addEventListener('formdata', append);
    return () => form.removeEventListener('formdata', append);
  }, [name, files]);
  return inputRef;
}

/**
 * Drop, paste or pick files (react-aria-components DropZone and FileTrigger), with image previews, removal of each
 * file and refusal of types off the whitelist.
 */
export function FileDropzone({
  label,
  hint,
  error,
  required = false,
  files: filesProp,
  defaultFiles = [],
  onFilesChange,
  accept,
  isAllowed = () => true,
  rejectMessage,
  multiple = true,
  disabled = false,
  name,
  pickLabel,
  dropLabel,
  className,
  ...rest
}: FileDropzoneProps) {
  const [files, setFiles] = useControlledState<readonly File[]>(filesProp, defaultFiles, (next) =>
    onFilesChange?.([...next]),
  );
  const texts = useUiTexts().fileDropzone;
  const [rejected, setRejected] = useState<string[]>([]);
  const pickRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const previews = usePreviews(files);
  const inputRef = useFormFiles(name, files);
  const ids = useId();
  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const allowed = incoming.filter((file) => isAllowed(file));
    setRejected(incoming.filter((file) => !isAllowed(file)).map((file) => file.name));
    // An updater: a drop hands its files over after a promise, when `files` of this render may be old.
    if (allowed.length > 0) setFiles((current) => (multiple ? [...current, ...allowed] : allowed.slice(0, 1)));
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

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div {...rest} className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <span>{label ?? texts.label}</span>
        <RequirementBadge required={required} />
      </span>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {/* Always present, so a message that appears after choosing (or not choosing) a file is announced. */}
      <div aria-live="assertive">{error && <ErrorText id={errorId}>{error}</ErrorText>}</div>
      <DropZone
        className={styles.zone}
        aria-label={dropLabel ?? texts.drop}
        isDisabled={disabled}
        data-invalid={error ? true : undefined}
        onDrop={async (event) => {
          // Dropped folders and text are not files: only the files count.
          add(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())));
        }}
      >
        <p className={styles.zoneText} aria-hidden="true">
          {texts.dropHere}
        </p>
        <FileTrigger
          ref={inputRef}
          acceptedFileTypes={accept?.split(',').map((type) => type.trim())}
          allowsMultiple={multiple}
          onSelect={(list) => add(Array.from(list ?? []))}
        >
          <Pressable isDisabled={disabled}>
            <Button
              ref={pickRef}
              variant="secondary"
              disabled={disabled}
              aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}
            >
              {pickLabel ?? texts.pick}
            </Button>
          </Pressable>
        </FileTrigger>
      </DropZone>
      <div aria-live="assertive">
        {rejected.length > 0 && (
          <p role="alert" className={styles.alert}>
            {fillParts(texts.rejected, {
              message: rejectMessage ?? texts.notAllowed,
              names: rejected.join(texts.separator),
            })}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={texts.list}>
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
                  aria-label={fill(texts.removeFile, { name: file.name })}
                  onClick={() => remove(index)}
                >
                  {texts.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
