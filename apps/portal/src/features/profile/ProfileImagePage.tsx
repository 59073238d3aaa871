import { PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_TYPES, profileImageSchema } from '@portal/domain';
import { Alert, Avatar, Button, FileDropzone, Link, Loader } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { mutationsFor, queries } from '../../app/api';
import { messages } from '../../app/messages';
import { serverMessage } from '../terms/serverMessage';
import * as styles from './Profile.css';
import { profilePaths } from './paths';

const t = messages.profile;
const i = t.image;

// The drop zone refuses other types at once; the size is checked on submit with its own message.
const isImage = (file: File) =>
  profileImageSchema.safeParse({ file: { name: file.name, type: file.type }, deleted: false }).success;

/**
 * Spec 1 §2 / §5 "Profile image": pick a png or jpeg (previewed before saving) or delete the current
 * picture; saving with neither shows 'select a file'.
 */
export function ProfileImagePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutations = mutationsFor(queryClient);
  const user = useQuery(queries.user());
  const upload = useMutation(mutations.uploadUserIcon());
  const remove = useMutation(mutations.deleteUserIcon());
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = files[0] ?? null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{t.loadFailed}</Alert>;
  const current = deleted ? null : user.data.iconPath;
  const sending = upload.isPending || remove.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = profileImageSchema.safeParse({ file, deleted });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? PROFILE_IMAGE_MESSAGES.selectFile);
      return;
    }
    setError(null);
    const done = (notice: 'iconSaved' | 'iconDeleted') => () =>
      void navigate({ to: profilePaths.list, search: { notice } });
    const failed = (e: unknown) => setError(serverMessage(e, i.failed));
    if (file) upload.mutate(file, { onSuccess: done('iconSaved'), onError: failed });
    else remove.mutate(undefined, { onSuccess: done('iconDeleted'), onError: failed });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t.titles.image}>
      <div className={styles.preview}>
        <figure className={styles.figure}>
          <Avatar src={current} alt={current ? i.current : ''} size="lg" />
          <figcaption>{current ? i.current : deleted ? i.removed : i.noIcon}</figcaption>
        </figure>
        {preview && (
          <figure className={styles.figure}>
            <img src={preview} alt={i.preview} className={styles.previewImage} />
            <figcaption>{i.preview}</figcaption>
          </figure>
        )}
      </div>
      <FileDropzone
        label={i.pick}
        hint={i.pickHint}
        accept={PROFILE_IMAGE_TYPES.join(',')}
        isAllowed={isImage}
        rejectMessage={PROFILE_IMAGE_MESSAGES.type}
        files={files}
        onFilesChange={(next) => {
          // One picture: the latest choice replaces the previous one.
          setFiles(next.slice(-1));
          setError(null);
          if (next.length > 0) setDeleted(false);
        }}
        error={error ?? undefined}
        name="image"
      />
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
          {t.backToList}
        </Link>
      </div>
    </form>
  );
}
