import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { titleKeyFromMatches } from '../../app/routeMeta';

/** The title of the route on screen, as routes declare it in `staticData.title`, in the current language. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  // The router store keeps the key; translating outside its selector lets a language switch re-render it.
  const key = useMatches({ select: titleKeyFromMatches });
  return key ? t(key) : undefined;
}
