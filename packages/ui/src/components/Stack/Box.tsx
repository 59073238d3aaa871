import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, createElement, type ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css';

export type BoxProps<T extends ElementType = 'div'> = Sprinkles & {
  as?: T;
} & Omit<ComponentPropsWithoutRef<T>, keyof Sprinkles | 'as'>;

/** Any element with layout props from the token contract (space, display, flex); the base of the primitives. */
export function Box<T extends ElementType = 'div'>({ as, className, ...props }: BoxProps<T>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as ?? 'div', { ...rest, className: clsx(sprinkles(atoms as Sprinkles), className) });
}
