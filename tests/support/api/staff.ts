/** Staff sessions for the tests: the seed's people logged in through `staffLogin`. */
import { SEED_EDITOR } from '../../../mocks/seed/staff.ts';
import type { SeedStaff } from '../../../mocks/seed/staff.ts';
import { gql } from './graphql-call.ts';
import type { Target } from './graphql-call.ts';

export const STAFF_LOGIN = `mutation StaffLogin($email: String!, $password: String!) {
  staffLogin(email: $email, password: $password) { token staff { id name role } }
}`;

/**
 * Logs `member` in (the seed's editor by default) through the back office's door and answers the
 * staff bearer token.
 */
export async function staffToken(target: Target, member: SeedStaff = SEED_EDITOR): Promise<string> {
  const result = await gql<{ staffLogin: { token: string } }>(target, STAFF_LOGIN, {
    variables: { email: member.email, password: member.password },
  });
  if (!result.data) throw new Error(`staffLogin failed: ${JSON.stringify(result.errors)}`);
  return result.data.staffLogin.token;
}

export const MY_NOTICES = 'query { myStaffNotices { newOrders newTickets } }';

export const SET_MY_NOTICES = `mutation SetMyStaffNotices($input: StaffNoticesInput!) {
  setMyStaffNotices(input: $input) { newOrders newTickets }
}`;

/** Sets the e-mails about new work that the staff member of `token` gets. */
export async function setMyNotices(
  target: Target,
  token: string,
  input: { newOrders?: boolean; newTickets?: boolean },
): Promise<void> {
  const result = await gql(target, SET_MY_NOTICES, { token, variables: { input } });
  if (result.errors.length > 0) {
    throw new Error(`setMyStaffNotices failed: ${JSON.stringify(result.errors)}`);
  }
}
