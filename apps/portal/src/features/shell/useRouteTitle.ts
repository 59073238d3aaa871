import { useMatches } from '@tanstack/react-router';
import { titleFromMatches } from '../../app/routeMeta';

/** The title of the route on screen, as routes declare it in `staticData.title`. */
export function useRouteTitle(): string | undefined {
  return useMatches({ select: titleFromMatches });
}
