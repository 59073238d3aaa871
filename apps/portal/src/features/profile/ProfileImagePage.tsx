import { PROFILE_IMAGE_CODES, PROFILE_IMAGE_TYPES, profileImageSchema } from '@portal/domain';
import { Alert, Avatar, Button, FileDropzone, Link, Loader } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Profile.css';
import { profilePaths } from './paths';

// The drop zone refuses other types at once; the size is checked on submit with its own message.
const isImage = (file: File) =>
  profileImageSchema.safeParse({ file: { name: file.name, type: file.type }, deleted: false }).success;

/**
 * Spec 1 §2 / §5 "Profile image": pick a png or jpeg (previewed before saving) or delete the current
 * picture; saving with neither shows 'select a file'.
 */
export function ProfileImagePage() {
  const { t } = useTranslation();
  const i = t(($) => $.profile.image, { returnObjects: true });
  const navigate = useNavigate();
  const user = useQuery(queries.getUser());
  const upload = useMutation(mutations.uploadUserIcon());
  const remove = useMutation(mutations.deleteUserIcon());
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState(false);
  // A message code of the domain or the server's Japanese sentence, worded where shown.
  const [error, setError] = useState<string | null>(null);
  // A file that claims to be a png or jpeg but does not decode: no broken picture, and no upload.
  const [unreadable, setUnreadable] = useState(false);
  const file = files[0] ?? null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (user.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (user.isError) return <Alert tone="critical">{t(($) => $.profile.loadFailed)}</Alert>;
  const current = deleted ? null : user.data.iconPath;
  const sending = upload.isPending || remove.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unreadable) {
      setError(PROFILE_IMAGE_CODES.unreadable);
      return;
    }
    const checked = profileImageSchema.safeParse({ file, deleted });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? PROFILE_IMAGE_CODES.selectFile);
      return;
    }
    setError(null);
    const done = (notice: 'iconSaved' | 'iconDeleted') => () =>
      void navigate({ to: profilePaths.list, search: { notice } });
    const failed = (e: unknown) => setError(serverMessage(e, i.failed));
    if (file) upload.mutate({ image: file }, { onSuccess: done('iconSaved'), onError: failed });
    else remove.mutate(undefined, { onSuccess: done('iconDeleted'), onError: failed });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t(($) => $.profile.titles.image)}>
      <div className={styles.preview}>
        <figure className={styles.figure}>
          <Avatar src={current} alt={current ? i.current : ''} size="lg" />
          <figcaption>{current ? i.current : deleted ? i.removed : i.noIcon}</figcaption>
        </figure>
        {preview && !unreadable && (
          <figure className={styles.figure}>
            <img
              src={preview}
              alt={i.preview}
              className={styles.previewImage}
              onError={() => {
                setUnreadable(true);
                setError(PROFILE_IMAGE_CODES.unreadable);
              }}
            />
            <figcaption>{i.preview}</figcaption>
          </figure>
        )}
      </div>
      {/* Any new pick (also one the drop zone refuses, such as a GIF) replaces the previous message. */}
      <div onChangeCapture={() => setError(null)} onDropCapture={() => setError(null)}>
        <FileDropzone
          label={i.pick}
          hint={i.pickHint}
          accept={PROFILE_IMAGE_TYPES.join(',')}
          isAllowed={isImage}
          rejectMessage={wordCode(PROFILE_IMAGE_CODES.type, t)}
          files={files}
          onFilesChange={(next) => {
            // One picture: the latest choice replaces the previous one.
            setFiles(next.slice(-1));
            setUnreadable(false);
            setError(null);
            if (next.length > 0) setDeleted(false);
          }}
          error={error === null ? undefined : wordCode(error, t)}
          name="image"
        />
      </div>
      <div className={styles.actions}>
        {user.data.iconPath &&
          (deleted ? (
            <Button variant="secondary" onClick={() => setDeleted(false)}>
              {i.undoRemove}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setDeleted(true);
                setFiles([]);
                setUnreadable(false);
                setError(null);
              }}
            >
              {i.remove}
            </Button>
          ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" sending={sending} sendingLabel={i.saving}>
          {i.save}
        </Button>
        <Link href={profilePaths.list} variant="standalone">
          {t(($) => $.profile.backToList)}
        </Link>
      </div>
    </form>
  );
}
