import { Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queries } from '../../app/api';

const HomeCarouselSlides = lazy(() => import('./HomeCarouselSlides'));

/** Spec 1 §2: the banner carousel; a carousel only with more than one slide, missing pictures fall back. */
export function HomeCarousel() {
  const carousel = useQuery(queries.carousel());
  // A failing carousel simply leaves the page without banners: it carries no information of its own.
  if (carousel.isPending) return <Skeleton shape="rect" height={120} />;
  if (carousel.isError || carousel.data.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton shape="rect" height={120} />}>
      <HomeCarouselSlides slides={carousel.data} />
    </Suspense>
  );
}
