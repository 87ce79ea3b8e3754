/**
 * The seed state: two customers with tickets, requests, favorites and saved cards. Fixed
 * dates (November 2026 and earlier), ids and texts; `docs/api.md` lists them because
 * tests and people rely on them.
 */
import type { CustomerRecord } from '../../api/modules/account/customer-store.ts';
import type { CardRecord } from '../../api/modules/cards/card-store.ts';
import type {
  RequestItemRecord,
  RequestRecord,
  RequestStatus,
} from '../../api/modules/orders/request-store.ts';
import type {
  TicketCommentRecord,
  TicketRecord,
  TicketStatus,
} from '../../api/modules/tickets/ticket-store.ts';
import { productOf } from './catalogue.ts';
import { seedOrderDetails } from './order-details.ts';

/** A seed ticket: what the database stores of it, comments included. */
export interface SeedTicket extends Omit<
  TicketRecord,
  | 'lastActivityAt'
  | 'commentCount'
  | 'hasUnreadReply'
  | 'assignedStaffId'
  | 'awaitingReply'
  | 'awaitingSince'
> {
  readonly comments: readonly TicketCommentRecord[];
}

/** The seed's customers and everything they own. */
export interface SeedData {
  readonly customers: readonly CustomerRecord[];
  /** Product ids per customer id, most recently added first. */
  readonly favorites: readonly (readonly [customerId: string, productIds: readonly string[]])[];
  readonly tickets: readonly SeedTicket[];
  readonly requests: readonly RequestRecord[];
  readonly cards: readonly CardRecord[];
}

export const DEMO_EMAIL = 'cliente@exemplo.com.br';
export const DEMO_PASSWORD = 'Senha@123';
export const OTHER_EMAIL = 'carlos.pereira@exemplo.com.br';
export const OTHER_PASSWORD = 'Senha@456';

/**
 * scrypt hashes of DEMO_PASSWORD and OTHER_PASSWORD, computed once (seed.test.ts verifies them):
 * hashing them at every start or reset would cost a noticeable pause each time.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$f1c9a8960473fdab336597c1b2ed7b46$63644da3c741178a6edcd82036e90bfd3955d837ef8332a604c47c62aaec0b28';
export const OTHER_PASSWORD_HASH =
  'scrypt$16384$8$1$4820c5f4abe7110eb6c798e573f53581$d548bb1afd7ca382af996d826b26d63d01ddc6ebe1a4d14b76ae901fd3f6fbd2';

/** A São Paulo wall-clock time (UTC-3) as milliseconds since the epoch. */
function at(local: string): number {
  return Date.parse(`${local}-03:00`);
}

const SUPPORT = 'Ana Ribeiro (Suporte)';
const TECHNICIAN = 'Bruno Lima (Técnico)';

function customer(
  fields: Omit<
    CustomerRecord,
    'passwordHash' | 'updated_at' | 'deleted_at' | 'privacyConsent' | 'emailVerifiedAt'
  >,
  passwordHash: string,
): CustomerRecord {
  return {
    ...fields,
    passwordHash,
    updated_at: fields.created_at,
    deleted_at: null,
    privacyConsent: null,
    // The seed's customers proved their addresses when they registered.
    emailVerifiedAt: fields.created_at,
  };
}

type CommentMaker = (
  authorKind: TicketCommentRecord['authorKind'],
  authorName: string,
  created: string,
  body: string,
) => TicketCommentRecord;

/** Comments numbered 1, 2, 3... across all seed tickets, in the order they are written. */
function commentMaker(): CommentMaker {
  let sequence = 0;
  return (authorKind, authorName, created, body) => {
    sequence += 1;
    return {
      id: String(sequence),
      body,
      authorKind,
      authorName,
      created_at: at(created),
      internal: false,
      staffId: null,
    };
  };
}

interface TicketSeed {
  id: string;
  customerId: string;
  subject: string;
  description: string;
  status: TicketStatus;
  created: string;
  productId?: string;
  requestId?: string;
  comments: TicketCommentRecord[];
  /** Whether the customer has seen the last company comment. */
  read: boolean;
}

function ticket(seed: TicketSeed): SeedTicket {
  const created = at(seed.created);
  const lastActivity = Math.max(created, ...seed.comments.map((c) => c.created_at));
  return {
    id: seed.id,
    customerId: seed.customerId,
    subject: seed.subject,
    description: seed.description,
    status: seed.status,
    created_at: created,
    updated_at: lastActivity,
    productId: seed.productId ?? null,
    requestId: seed.requestId ?? null,
    comments: seed.comments,
    readAt: seed.read ? lastActivity : created,
  };
}

/** A request line for product `n` with its first colour and size, priced as in the catalogue. */
function item(requestId: string, index: number, n: number, quantity: number): RequestItemRecord {
  const product = productOf(n);
  return {
    id: `${requestId}-${index}`,
    productId: product.id,
    productName: product.name,
    quantity,
    unitPrice: product.price,
    attributes: product.attributes.map((attribute) => ({
      name: attribute.name,
      value: attribute.values[0]?.value ?? '',
    })),
  };
}

function request(
  id: string,
  customerId: string,
  status: RequestStatus,
  created: string,
  lines: [n: number, quantity: number][],
): RequestRecord {
  return {
    id,
    customerId,
    number: `PED-2026-${String(100 + Number(id)).padStart(6, '0')}`,
    status,
    created_at: at(created),
    items: lines.map(([n, quantity], i) => item(id, i + 1, n, quantity)),
    ...seedOrderDetails(id, customerId, status, at(created)),
  };
}

function tickets(): SeedTicket[] {
  const comment = commentMaker();
  return [
    ticket({
      id: '1',
      customerId: '1',
      subject: 'Notebook não liga depois da atualização do sistema',
      description:
        '<p>Depois da atualização de ontem o notebook <strong>não liga mais</strong>: a luz de energia acende e apaga em seguida.</p><p>Já testei outra tomada.</p>',
      status: 'OPEN',
      created: '2026-11-10T09:12:00',
      productId: '1',
      requestId: '1',
      read: false,
      comments: [
        comment(
          'COMPANY',
          SUPPORT,
          '2026-11-10T14:30:00',
          '<p>Olá! Sentimos muito pelo transtorno. Pode manter o botão liga/desliga pressionado por 30 segundos, com o carregador conectado, e nos contar o resultado?</p>',
        ),
      ],
    }),
    ticket({
      id: '2',
      customerId: '1',
      subject: 'Instalação da rede Wi-Fi no escritório',
      description:
        '<p>Comprei dois roteadores e gostaria de agendar a instalação da rede no escritório (3 salas, cerca de 120 m²).</p>',
      status: 'IN_PROGRESS',
      created: '2026-10-03T10:05:00',
      productId: '4',
      requestId: '2',
      read: true,
      comments: [
        comment(
          'COMPANY',
          SUPPORT,
          '2026-10-03T15:40:00',
          '<p>Agendamos a visita técnica para <strong>08/10, às 9h</strong>. O técnico levará os cabos necessários.</p>',
        ),
        comment(
          'CUSTOMER',
          'Cliente Exemplo',
          '2026-10-04T08:20:00',
          '<p>Perfeito, estaremos aguardando. A portaria já está avisada.</p>',
        ),
        comment(
          'COMPANY',
          TECHNICIAN,
          '2026-10-08T17:10:00',
          '<p>Roteador principal instalado e configurado. Falta posicionar o segundo aparelho na sala de reuniões; volto na próxima semana.</p>',
        ),
      ],
    }),
    ticket({
      id: '3',
      customerId: '1',
      subject: 'Segunda via da nota fiscal',
      description: '<p>Preciso da segunda via da nota fiscal do pedido PED-2026-000101.</p>',
      status: 'CLOSED',
      created: '2026-05-20T11:00:00',
      requestId: '1',
      read: true,
      comments: [
        comment(
          'COMPANY',
          SUPPORT,
          '2026-05-20T13:25:00',
          '<p>Enviamos a segunda via para o seu e-mail cadastrado.</p>',
        ),
        comment('CUSTOMER', 'Cliente Exemplo', '2026-05-20T16:02:00', '<p>Recebi, obrigado!</p>'),
      ],
    }),
    ticket({
      id: '4',
      customerId: '1',
      subject: 'Tecla do teclado mecânico falhando',
      description: '<p>A tecla <em>E</em> do teclado às vezes não registra o toque.</p>',
      status: 'SOLVED',
      created: '2026-06-02T19:45:00',
      productId: '3',
      read: true,
      comments: [
        comment(
          'COMPANY',
          SUPPORT,
          '2026-06-03T09:10:00',
          '<p>Pode nos enviar um vídeo curto mostrando a falha?</p>',
        ),
        comment(
          'CUSTOMER',
          'Cliente Exemplo',
          '2026-06-03T12:30:00',
          '<p>Enviei o vídeo pelo e-mail do suporte.</p>',
        ),
        comment(
          'COMPANY',
          SUPPORT,
          '2026-06-04T10:00:00',
          '<p>Troca aprovada! O teclado novo foi enviado e chega em até 5 dias úteis.</p>',
        ),
      ],
    }),
    ticket({
      id: '5',
      customerId: '1',
      subject: 'Orçamento para 10 estações de trabalho',
      description:
        '<p>Gostaria de um orçamento para 10 computadores com monitor, teclado e mouse, com instalação.</p>',
      status: 'OPEN',
      created: '2026-11-18T16:20:00',
      read: true,
      comments: [],
    }),
    ticket({
      id: '6',
      customerId: '2',
      subject: 'Monitor com pixel apagado',
      description: '<p>O monitor chegou com um pixel apagado no canto superior direito.</p>',
      status: 'IN_PROGRESS',
      created: '2026-11-12T08:30:00',
      productId: '2',
      requestId: '5',
      read: false,
      comments: [
        comment(
          'COMPANY',
          SUPPORT,
          '2026-11-12T11:00:00',
          '<p>Vamos providenciar a coleta do monitor para análise.</p>',
        ),
      ],
    }),
  ];
}

/** The whole seed, fresh on every call. */
export function seedData(): SeedData {
  return {
    customers: [
      customer(
        {
          id: '1',
          name: 'Cliente Exemplo',
          email: DEMO_EMAIL,
          rg: '12.345.678-9',
          cpf: '52998224725',
          phone: '11987654321',
          address: 'Avenida Paulista, 1000, apto 42 - Bela Vista',
          cep: '01310100',
          city: 'São Paulo',
          state: 'SP',
          country: 'Brasil',
          created_at: at('2026-02-10T10:00:00'),
        },
        DEMO_PASSWORD_HASH,
      ),
      customer(
        {
          id: '2',
          name: 'Carlos Pereira',
          email: OTHER_EMAIL,
          rg: '23.456.789-0',
          cpf: '11144477735',
          phone: '21998765432',
          address: 'Rua da Assembleia, 10, sala 1201 - Centro',
          cep: '20010010',
          city: 'Rio de Janeiro',
          state: 'RJ',
          country: 'Brasil',
          created_at: at('2026-04-22T14:30:00'),
        },
        OTHER_PASSWORD_HASH,
      ),
    ],
    favorites: [
      ['1', ['3', '1', '8']],
      ['2', ['2']],
    ],
    tickets: tickets(),
    requests: [
      request('1', '1', 'DELIVERED', '2026-05-14T10:30:00', [
        [1, 1],
        [3, 1],
      ]),
      request('2', '1', 'SHIPPED', '2026-10-01T18:45:00', [
        [4, 2],
        [10, 1],
      ]),
      request('3', '1', 'PAID', '2026-11-15T09:05:00', [[5, 2]]),
      request('4', '1', 'CANCELLED', '2026-08-07T21:10:00', [[8, 1]]),
      request('5', '2', 'PENDING', '2026-11-11T13:00:00', [[2, 1]]),
    ],
    cards: [
      {
        id: '1',
        customerId: '1',
        providerCardId: 'card_seed_visa_1111',
        brand: 'VISA',
        last4: '1111',
        holderName: 'CLIENTE EXEMPLO',
        expMonth: 12,
        expYear: 2030,
        created_at: at('2026-03-01T12:00:00'),
      },
      {
        id: '2',
        customerId: '2',
        providerCardId: 'card_seed_mastercard_4444',
        brand: 'MASTERCARD',
        last4: '4444',
        holderName: 'CARLOS PEREIRA',
        expMonth: 8,
        expYear: 2029,
        created_at: at('2026-04-22T15:00:00'),
      },
    ],
  };
}
