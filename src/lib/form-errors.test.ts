import { describe, expect, it } from 'vitest';
import { ApiError, graphQLErrorsToApiError } from '~/lib/api/errors';
import { submitProblem } from './form-errors.ts';

const REGISTER_FIELDS = { name: 'name', email: 'email', cpf: 'cpf', phone: 'phone' } as const;

describe('submitProblem', () => {
  it("shows several server errors as one message joined with ', '", () => {
    const error = graphQLErrorsToApiError(
      [{ message: 'Credenciais inválidas' }, { message: 'Tente novamente mais tarde' }],
      401,
    );

    expect(submitProblem(error, {}).message).toBe(
      'Credenciais inválidas, Tente novamente mais tarde',
    );
  });

  it('keeps the code of the failed login so the form can react to it', () => {
    const error = graphQLErrorsToApiError(
      [{ message: 'Credenciais inválidas', extensions: { code: 'INVALID_CREDENTIALS' } }],
      401,
    );

    expect(submitProblem(error, {})).toEqual({
      message: 'Credenciais inválidas',
      code: 'INVALID_CREDENTIALS',
      fields: [],
    });
  });

  it("puts the API's field problems on the form's fields, in the API's order", () => {
    const error = graphQLErrorsToApiError(
      [
        {
          message: 'E-mail já cadastrado. CPF já cadastrado.',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'email',
            fields: [
              { field: 'email', message: 'E-mail já cadastrado.' },
              { field: 'cpf', message: 'CPF já cadastrado.' },
            ],
          },
        },
      ],
      200,
    );

    expect(submitProblem(error, REGISTER_FIELDS)).toEqual({
      message: 'E-mail já cadastrado. CPF já cadastrado.',
      code: 'BAD_USER_INPUT',
      fields: [
        { name: 'email', message: 'E-mail já cadastrado.' },
        { name: 'cpf', message: 'CPF já cadastrado.' },
      ],
    });
  });

  it('maps API input names to differently named form fields and skips unknown ones', () => {
    const error = graphQLErrorsToApiError(
      [
        {
          message: 'Código inválido ou expirado.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { field: 'code', message: 'Código inválido ou expirado.' },
              { field: 'email', message: 'x' },
              { field: 'newPassword' },
            ],
          },
        },
      ],
      200,
    );

    expect(submitProblem(error, { code: 'resetCode' }).fields).toEqual([
      { name: 'resetCode', message: 'Código inválido ou expirado.' },
    ]);
  });

  it('explains a network failure in pt-BR', () => {
    expect(submitProblem(new ApiError('network', 'fetch failed'), {}).message).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });
});
