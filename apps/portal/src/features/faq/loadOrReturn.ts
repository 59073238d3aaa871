import { isApiError } from '@portal/api-client';
import { redirect } from '@tanstack/react-router';
import { faqLinks } from './links';

/** A positive integer route id, or null. */
export function routeId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** FAQ TOP after a failed fetch, with a note saying why the guardian is there (spec 1 §8). */
export const faqTopAfterFailure = () => redirect({ ...faqLinks.top, search: { loadFailed: 1 } });

/**
 * Loads an FAQ page's data; any failure returns to FAQ TOP (spec 1 §8 "FAQ fetch failure returns to FAQ
 * top"). A 401 is left to the API client, which already sends the guardian to sign in.
 */
export async function loadOrReturnToTop<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    console.warn('[faq] fetch failed, returning to FAQ TOP', error);
    throw faqTopAfterFailure();
  }
}
