/**
 * What each staff role may do, checked on the server for every staff operation: an editor
 * keeps the catalogue, the home content, the publications and moderates reviews; support answers tickets and
 * moves pedidos; an admin does everything, plus the staff accounts and the activity log.
 */
import type { ApiContext } from '../../core/context.ts';
import { forbidden, staffSessionRequired } from '../../core/errors.ts';
import type { StaffRoleValue } from '../../db/tables.ts';
import type { StaffRecord } from './staff-store.ts';

export type StaffPermission =
  | 'catalogue'
  | 'content'
  | 'publications'
  | 'reviews'
  | 'pedidos'
  | 'tickets'
  | 'staff'
  | 'activity';

export const ROLE_PERMISSIONS: Readonly<Record<StaffRoleValue, readonly StaffPermission[]>> = {
  EDITOR: ['catalogue', 'content', 'publications', 'reviews'],
  SUPPORT: ['pedidos', 'tickets'],
  ADMIN: [
    'catalogue',
    'content',
    'publications',
    'reviews',
    'pedidos',
    'tickets',
    'staff',
    'activity',
  ],
};

export const ACCESS_DENIED = 'Acesso negado.';

export function may(member: Pick<StaffRecord, 'role'>, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[member.role].includes(permission);
}

/**
 * The staff member of the request's bearer token when their role grants `permission`.
 * No staff session (none, a customer's token, expired, deactivated): UNAUTHENTICATED; a role
 * without the permission: `Acesso negado.` (FORBIDDEN).
 */
export async function requireStaff(
  ctx: ApiContext,
  permission: StaffPermission,
): Promise<StaffRecord> {
  const member = await ctx.staff();
  if (!member) throw staffSessionRequired();
  if (!may(member, permission)) throw forbidden(ACCESS_DENIED);
  return member;
}
