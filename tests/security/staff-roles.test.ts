/**
 * Who may do what, for every staff operation of the SDL (read from its `@staffOnly` fields, so a
 * new one cannot be left out), the photo upload and the previews: each asked through the back
 * office's server by no session, a customer's token, and each role. A role without the
 * operation's permission gets `Acesso negado.` (FORBIDDEN); a role with it is never refused
 * (its call names nothing that exists, so it gets NOT_FOUND or a validation error at worst);
 * without a staff session the answer is UNAUTHENTICATED.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../contract/staff.ts';
import type { StaffPermission, StaffRole } from '../../contract/staff.ts';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { PREVIEW_HEADER } from '../../contract/preview.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../mocks/seed/staff.ts';
import { TEST_BACKOFFICE_KEY, errorsOf, gql, login, testHandler } from '../support/api/api.ts';
import type { TestHandler } from '../support/api/api.ts';
import { staffToken } from '../support/api/staff.ts';
import { staffOperationCalls } from '../support/api/staff-operations.ts';
import type { OperationCall } from '../support/api/staff-operations.ts';

/** What an operation needs: a permission, any staff session, or nothing (it opens or ends one). */
type Need = StaffPermission | 'SESSION' | 'NOTHING';

/** Each staff operation's need. The SDL's list and this one must be the same. */
const NEEDS: Readonly<Record<string, Need>> = {
  'Query.staffMe': 'NOTHING',
  'Query.staffMembers': 'STAFF',
  'Query.backofficeProducts': 'CATALOGUE',
  'Query.backofficeProduct': 'CATALOGUE',
  'Query.backofficeHomeContent': 'CONTENT',
  'Query.activityLog': 'ACTIVITY',
  'Query.supportTickets': 'TICKETS',
  'Query.supportDeadlines': 'TICKETS',
  'Query.supportTicket': 'TICKETS',
  'Query.staffRequests': 'PEDIDOS',
  'Query.staffAfterSales': 'PEDIDOS',
  'Query.staffAfterSale': 'PEDIDOS',
  'Query.staffRequest': 'PEDIDOS',
  'Query.staffReviews': 'REVIEWS',
  'Query.productStockAlerts': 'CATALOGUE',
  'Query.myStaffNotices': 'SESSION',
  'Query.failedMessages': 'MESSAGES',
  'Mutation.staffLogin': 'NOTHING',
  'Mutation.inviteStaff': 'STAFF',
  'Mutation.reinviteStaff': 'STAFF',
  'Mutation.staffChangePassword': 'SESSION',
  'Mutation.acceptStaffInvitation': 'NOTHING',
  'Mutation.changeStaffRole': 'STAFF',
  'Mutation.deactivateStaff': 'STAFF',
  'Mutation.saveProductDraft': 'CATALOGUE',
  'Mutation.publishProductDraft': 'CATALOGUE',
  'Mutation.discardProductDraft': 'CATALOGUE',
  'Mutation.scheduleProduct': 'CATALOGUE',
  'Mutation.cancelProductSchedule': 'CATALOGUE',
  'Mutation.restoreProductVersion': 'CATALOGUE',
  'Mutation.importPriceList': 'CATALOGUE',
  'Mutation.saveHomeContentDraft': 'CONTENT',
  'Mutation.publishHomeContentDraft': 'CONTENT',
  'Mutation.discardHomeContentDraft': 'CONTENT',
  'Mutation.updateProduct': 'CATALOGUE',
  'Mutation.createProduct': 'CATALOGUE',
  'Mutation.approveAfterSale': 'PEDIDOS',
  'Mutation.refuseAfterSale': 'PEDIDOS',
  'Mutation.confirmAfterSaleReceipt': 'PEDIDOS',
  'Mutation.retryAfterSaleRefund': 'PEDIDOS',
  'Mutation.updateRequestStatus': 'PEDIDOS',
  'Mutation.answerTicket': 'TICKETS',
  'Mutation.addTicketNote': 'TICKETS',
  'Mutation.setTicketStatus': 'TICKETS',
  'Mutation.approveReview': 'REVIEWS',
  'Mutation.rejectReview': 'REVIEWS',
  'Mutation.removeReview': 'REVIEWS',
  'Mutation.setMyStaffNotices': 'SESSION',
  'Mutation.retryFailedMessage': 'MESSAGES',
  // Last: it ends the caller's session.
  'Mutation.staffLogout': 'NOTHING',
};

type Caller = 'no session' | 'customer' | StaffRole;
const CALLERS: readonly Caller[] = ['no session', 'customer', 'EDITOR', 'SUPPORT', 'ADMIN'];

/** The answer `caller` must get for an operation that needs `need`. */
function expected(need: Need, caller: Caller): 'refused' | 'no session' | 'admitted' {
  if (need === 'NOTHING') return 'admitted';
  if (caller === 'no session' || caller === 'customer') return 'no session';
  if (need === 'SESSION') return 'admitted';
  return ROLE_PERMISSIONS[caller].includes(need) ? 'admitted' : 'refused';
}

/** What an answer's error codes say of the caller's standing. */
function standing(codes: readonly (string | undefined)[]): 'refused' | 'no session' | 'admitted' {
  if (codes.includes('FORBIDDEN')) return 'refused';
  if (codes.includes('UNAUTHENTICATED')) return 'no session';
  return 'admitted';
}

let handler: TestHandler;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  handler = await testHandler();
  tokens.set('no session', undefined);
  tokens.set('customer', await login(handler));
  tokens.set('EDITOR', await staffToken(handler, SEED_EDITOR));
  tokens.set('SUPPORT', await staffToken(handler, SEED_SUPPORT));
  tokens.set('ADMIN', await staffToken(handler, SEED_ADMIN));
});

/** The standing of each caller for `call`. */
async function standings(call: OperationCall): Promise<Record<Caller, string>> {
  const answers = {} as Record<Caller, string>;
  for (const caller of CALLERS) {
    const result = await gql(handler, call.query, {
      variables: call.variables,
      token: tokens.get(caller),
      throughBackoffice: true,
    });
    answers[caller] = standing(errorsOf(result).map((error) => error.code));
  }
  return answers;
}

function expectedStandings(need: Need): Record<Caller, string> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, expected(need, caller)])) as Record<
    Caller,
    string
  >;
}

const calls = staffOperationCalls();
const ordered = [...calls].sort(
  (a, b) => Number(a.name === 'Mutation.staffLogout') - Number(b.name === 'Mutation.staffLogout'),
);

describe('every staff operation, for every role', () => {
  it("has its need declared here, and this table names only the SDL's staff operations", () => {
    expect(calls.map((call) => call.name).sort()).toEqual(Object.keys(NEEDS).sort());
  });

  it('answers a photo upload to roles that keep the catalogue only', async () => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const token = tokens.get(caller);
      const response = await handler.fetch(
        new Request('http://mock.test/files/uploads', {
          method: 'POST',
          headers: {
            // Not a photo: a caller who may upload is told so (415), any other is refused first.
            'Content-Type': 'text/plain',
            [GATEWAY_KEY_HEADER]: TEST_BACKOFFICE_KEY,
            ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
          },
          body: 'texto',
        }),
      );
      got[caller] = response.status;
    }
    expect(got).toEqual({
      'no session': 401,
      customer: 401,
      EDITOR: 415,
      SUPPORT: 403,
      ADMIN: 415,
    });
  });

  it.each([
    ['product:1', 'CATALOGUE'],
    ['home', 'CONTENT'],
  ] as const)('answers the %s preview to roles with %s only', async (preview, need) => {
    const got = {} as Record<Caller, string>;
    for (const caller of CALLERS) {
      const result = await gql(handler, '{ homeContent { hero { title } } products { total } }', {
        token: tokens.get(caller),
        headers: { [PREVIEW_HEADER]: preview },
        throughBackoffice: true,
      });
      got[caller] = standing(errorsOf(result).map((error) => error.code));
    }
    expect(got).toEqual(expectedStandings(need));
  });

  it.each(ordered.map((call) => [call.name, call] as const))(
    '%s: refused to the wrong roles, answered to the right ones',
    async (name, call) => {
      const need = NEEDS[name];
      if (need === undefined) throw new Error(`${name} has no declared need`);
      expect(await standings(call)).toEqual(expectedStandings(need));
    },
  );
});
