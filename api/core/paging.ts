/** Page arguments of the staff lists (`page` from 1, `pageSize` bounded), checked in pt-BR. */
import { assertNoIssues } from './errors.ts';

export interface PageArgs {
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface PageWindow {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

/** The window `args` asks for, or BAD_USER_INPUT naming the argument out of bounds. */
export function pageWindow(args: PageArgs, defaultSize: number, maxSize: number): PageWindow {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultSize;
  assertNoIssues([
    ...(page < 1 ? [{ field: 'page', message: 'Página inválida: a primeira página é 1.' }] : []),
    ...(pageSize < 1 || pageSize > maxSize
      ? [{ field: 'pageSize', message: `Use de 1 a ${maxSize} itens por página.` }]
      : []),
  ]);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A page of results as the staff lists answer it. */
export function pageOf<T>(window: PageWindow, found: { items: T[]; total: number }) {
  return {
    items: found.items,
    total: found.total,
    page: window.page,
    pageSize: window.pageSize,
    totalPages: Math.ceil(found.total / window.pageSize),
  };
}
