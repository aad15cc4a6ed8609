import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A list's filters: each a string, '' (or the default) when unset. */
export type Filters<F> = { [K in keyof F]: string };

/** The values each filter may take; anything else in an address reads as the default. */
export type AllowedValues<F extends Filters<F>> = Partial<Record<keyof F, readonly string[]>>;

/** The filters an address holds, over the defaults; a value a filter cannot take is ignored. */
export function filtersFromParams<F extends Filters<F>>(
  params: URLSearchParams,
  defaults: F,
  allowed: AllowedValues<F> = {},
): F {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value === null) continue;
    const options = allowed[key];
    if (options && !options.includes(value)) continue;
    filters[key] = value as F[typeof key];
  }
  return filters;
}

/** The page an address holds: a whole number from 1, else 1. */
export const pageFromParams = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * `params` with the filters written in (a filter at its default is left out, so a list's
 * plain address stays plain) and the page (left out at 1). Other parameters are kept.
 */
export function paramsWith<F extends Filters<F>>(
  params: URLSearchParams,
  defaults: F,
  next: { filters?: F; page?: number },
): URLSearchParams {
  const merged = new URLSearchParams(params);
  if (next.filters) {
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
      const value = next.filters[key] ?? '';
      if (value === defaults[key] || value === '') merged.delete(key);
      else merged.set(key, value);
    }
  }
  if (next.page !== undefined) {
    if (next.page > 1) merged.set('page', String(next.page));
    else merged.delete('page');
  }
  return merged;
}

/**
 * A paginated list's filters and page, kept in the address: a filtered list survives a
 * reload, can be shared, and the menu's plain link to the list shows it unfiltered. Changes
 * replace the history entry (a search typed letter by letter is not a trail of pages) and are
 * applied at once, not in a transition: a search box's text comes from here, and a controlled
 * input updated later loses its caret and letters typed fast. The setters may be called one
 * after the other in one event, each seeing the last one's change.
 */
export function useUrlFilters<F extends Filters<F>>(defaults: F, allowed?: AllowedValues<F>) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const update = (next: { filters?: F; page?: number }) => {
    latest.current = paramsWith(latest.current, defaults, next);
    setParams(latest.current, { replace: true, flushSync: true });
  };
  const filters = filtersFromParams(params, defaults, allowed);
  return {
    filters,
    page: pageFromParams(params),
    /** whether any filter differs from its default */
    filtered: (Object.keys(defaults) as (keyof F)[]).some((key) => filters[key] !== defaults[key]),
    setFilters: (value: F) => update({ filters: value }),
    setPage: (page: number) => update({ page }),
  };
}
