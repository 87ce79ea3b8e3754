import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, fieldErrors, graphql } from './api';
import { DeactivateStaffDocument, StaffNamesDocument } from './graphql/generated/graphql';
import type { StaffNamesQuery } from './graphql/generated/graphql';

/** What the back office's server answers, and what reached it. */
let answer: Response;
let sent: { url: string; init: RequestInit }[];
const assign = vi.fn();

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer;
  });
  vi.stubGlobal('location', { pathname: '/equipe', search: '?x=1', assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

function replies(body: unknown): void {
  answer = Response.json(body);
}

describe('graphql', () => {
  it("posts the document's text and variables to its own server, marked as the back office's", async () => {
    replies({ data: { deactivateStaff: { id: '7' } } });
    await expect(graphql(DeactivateStaffDocument, { id: '7' })).resolves.toEqual({
      deactivateStaff: { id: '7' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/graphql');
    expect(sent[0]?.init.headers).toMatchObject({ 'X-Backoffice': '1' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      query: String(DeactivateStaffDocument),
      variables: { id: '7' },
    });
  });

  it('resolves to the data typed by the document, and asks for variables only when needed', async () => {
    replies({ data: { staffMembers: [{ id: '1', name: 'Ana' }] } });
    const result = graphql(StaffNamesDocument);
    expectTypeOf(result).toEqualTypeOf<Promise<StaffNamesQuery>>();
    await expect(result).resolves.toEqual({ staffMembers: [{ id: '1', name: 'Ana' }] });
    expect(JSON.parse(String(sent[0]?.init.body)).variables).toEqual({});
    if (false as boolean) {
      // @ts-expect-error: the operation has a required variable.
      await graphql(DeactivateStaffDocument);
      // @ts-expect-error: the variable has the wrong type.
      await graphql(DeactivateStaffDocument, { id: 7 });
    }
  });

  it("rejects with the API's pt-BR message and the fields it names", async () => {
    replies({
      errors: [
        {
          message: 'Confira os campos.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'email', message: 'E-mail inválido.' }],
          },
        },
      ],
    });
    const error = await graphql(DeactivateStaffDocument, { id: '7' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Confira os campos.', code: 'BAD_USER_INPUT' });
    expect(fieldErrors(error)).toEqual({ email: 'E-mail inválido.' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the person to the login page, to come back, when the session is over', async () => {
    replies({
      errors: [{ message: 'Usuário não autenticado', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    await expect(graphql(StaffNamesDocument)).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith(`/entrar?next=${encodeURIComponent('/equipe?x=1')}`);
  });
});
