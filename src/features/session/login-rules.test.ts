import { describe, expect, it } from 'vitest';
import { fieldErrors } from '~/components/form/use-checked-form';
import { LOGIN_RULES, loginVariables } from './login-rules.ts';

const errorsOf = (fields: Record<string, string>) =>
  fieldErrors(LOGIN_RULES, (name) => fields[name] ?? '');

describe('the login rules', () => {
  it('ask for both fields in pt-BR', () => {
    expect(errorsOf({ email: '  ', password: '' })).toEqual({
      email: 'Informe o e-mail.',
      password: 'Informe a senha.',
    });
  });

  it('check the e-mail format, and the variables carry it trimmed', () => {
    expect(errorsOf({ email: 'cliente@', password: 'x' })).toEqual({
      email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    });
    expect(loginVariables({ email: ' cliente@exemplo.com.br ', password: 'x' })).toEqual({
      email: 'cliente@exemplo.com.br',
      password: 'x',
    });
  });

  it('refuse fields the API does not take, such as a captcha response', () => {
    expect(() =>
      loginVariables({
        email: 'cliente@exemplo.com.br',
        password: 'x',
        'cf-turnstile-response': 'token',
      }),
    ).toThrow();
  });

  it('never make variables of a wrong field', () => {
    expect(() => loginVariables({ email: 'cliente@', password: 'x' })).toThrow();
    expect(() => loginVariables({ email: 'cliente@exemplo.com.br', password: '' })).toThrow();
  });
});
