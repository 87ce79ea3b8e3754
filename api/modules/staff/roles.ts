/**
 * What each staff role may do (contract/staff.ts), checked on the server for every staff
 * operation.
 */
import type { ApiContext } from '../../core/context.ts';
import { forbidden, staffSessionRequired } from '../../core/errors.ts';
import { ROLE_PERMISSIONS } from '../../../contract/staff.ts';
import type { StaffPermission } from '../../../contract/staff.ts';
import type { StaffRecord } from './staff-store.ts';

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
