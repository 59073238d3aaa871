import { PROFILE_IMAGE_CODES, PROFILE_IMAGE_TYPES, profileImageSchema } from '@portal/domain';
import { Alert, Avatar, Button, FileDropzone, Inline, Link, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Profile.css';
import { profilePaths } from './paths';

// The drop zone refuses other types at once; the size is checked on submit with its own message.
const isImage = (file: File) =>
  profileImageSchema.safeParse({ file: { name: file.name, type: file.type }, deleted: false }).success;

/** The picture picked and not yet saved, kept over a reload as the words of a form are (issue 30). */
const ICON_DRAFT = 'profileIcon';
type IconDraft = { name: string; type: string; dataUrl: string };

function loadIconDraft(): File | null {
  const stored = formDrafts.load<IconDraft>(ICON_DRAFT)?.values;
  if (!stored?.dataUrl) return null;
  try {
    const bytes = Uint8Array.from(atob(stored.dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    return new File([bytes], stored.name, { type: stored.type });
  } catch {
    return null;
  }
}

function saveIconDraft(file: File | null) {
  if (!file) {
    formDrafts.clear(ICON_DRAFT);
    return;
  }
  const reader = new FileReader();
  reader.onload = () => {
    if (typeof reader.result !== 'string') return;
    // Storage too small for the picture refuses it: the pick then lasts as long as the page.
    formDrafts.save<IconDraft>(ICON_DRAFT, {
      values: { name: file.name, type: file.type, dataUrl: reader.result },
      base: { name: '', type: '', dataUrl: '' },
    });
  };
  reader.readAsDataURL(file);
}

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
  // A save the server did not take: said in an alert with what to do next, apart from a problem with the file.
  const [failure, setFailure] = useState<string | null>(null);
  // A second press while the first save is on its way saves nothing (the fault matrix's double press).
  const sendingNow = useRef(false);
  const file = files[0] ?? null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // After the first paint (the server draws the page without it): the picture picked before a reload.
  useEffect(() => {
    const kept = loadIconDraft();
    if (kept) setFiles([kept]);
  }, []);

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
    if (sendingNow.current) return;
    sendingNow.current = true;
    setError(null);
    const done = (notice: 'iconSaved' | 'iconDeleted') => () => {
      saveIconDraft(null);
      void navigate({ to: profilePaths.list, search: { notice } });
    };
    setFailure(null);
    const failed = (e: unknown) => setFailure(serverMessage(e, i.failed));
    const settled = () => {
      sendingNow.current = false;
    };
    if (file) upload.mutate({ image: file }, { onSuccess: done('iconSaved'), onError: failed, onSettled: settled });
    else remove.mutate(undefined, { onSuccess: done('iconDeleted'), onError: failed, onSettled: settled });
  }

  return (
    <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.profile.titles.image)}>
      <Inline space="lg" alignItems="flex-start">
        <Stack as="figure" space="xs" alignItems="center" margin={0}>
          <Avatar src={current} alt={current ? i.current : ''} size="lg" />
          <figcaption>{current ? i.current : deleted ? i.removed : i.noIcon}</figcaption>
        </Stack>
        {preview && !unreadable && (
          <Stack as="figure" space="xs" alignItems="center" margin={0}>
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
          </Stack>
        )}
      </Inline>
      {/* Any new pick (also one the drop zone refuses, such as a GIF) replaces the previous message. */}
      <div onChangeCapture={() => setError(null)} onDropCapture={() => setError(null)}>
        <FileDropzone
          label={i.pick}
          // Saving asks for a picture (or a removal): the field says 必須, not 任意 (issue 31 item 32).
          required
          hint={i.pickHint}
          accept={PROFILE_IMAGE_TYPES.join(',')}
          isAllowed={isImage}
          rejectMessage={wordCode(PROFILE_IMAGE_CODES.type, t)}
          files={files}
          onFilesChange={(next) => {
            // One picture: the latest choice replaces the previous one.
            setFiles(next.slice(-1));
            saveIconDraft(next.at(-1) ?? null);
            setUnreadable(false);
            setError(null);
            if (next.length > 0) setDeleted(false);
          }}
          error={error === null ? undefined : wordCode(error, t)}
          name="image"
        />
      </div>
      <Inline space="sm">
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
                saveIconDraft(null);
                setUnreadable(false);
                setError(null);
              }}
            >
              {i.remove}
            </Button>
          ))}
      </Inline>
      {failure !== null && <Alert tone="critical">{failure}</Alert>}
      <Inline space="sm">
        <Button type="submit" sending={sending} sendingLabel={i.saving}>
          {i.save}
        </Button>
        <Link href={profilePaths.list} variant="standalone">
          {t(($) => $.profile.backToList)}
        </Link>
      </Inline>
    </Stack>
  );
}
