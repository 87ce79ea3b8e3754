/** A return's postage request as the returns workflow sends one, with what a test changes. */
import type { ReturnPostageRequest } from '../../api/providers/return-postage/provider.ts';

export function returnRequest(changes: Partial<ReturnPostageRequest> = {}): ReturnPostageRequest {
  return {
    protocol: 'DEV-2026-000012',
    sender: {
      name: 'Ciclano de Souza',
      email: 'ciclano@exemplo.com.br',
      cpf: '52998224725',
      phone: '(61) 99226-6666',
      address: {
        cep: '71931180',
        street: 'Rua 35 Sul',
        number: '10',
        complement: 'Apto 302',
        district: 'Águas Claras',
        city: 'Brasília',
        state: 'DF',
      },
    },
    declaredValueCents: 15_000,
    description: '2x Fone XYZ',
    ...changes,
  };
}
