/**
 * The length of every string and the size of every list a request sends, checked against the
 * SDL's `@maxLength` and `@maxItems` before any resolver runs: an over-long e-mail never reaches
 * the database, the password hash or the rate limiter (so it is no guess and stores no key for
 * anyone). Past a bound, the answer is one BAD_USER_INPUT naming every such field in pt-BR.
 *
 * The walk reads the operation as sent (literals and variables), field by field, so it needs no
 * coercion; a value of the wrong type is left to graphql-js, which refuses it anyway. Types are
 * told apart by their shape, not graphql's `instanceof` helpers (see errors.ts on two copies).
 */
import type {
  ConstArgumentNode,
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../core/errors.ts';
import type { Issue } from '../core/errors.ts';

/** What the SDL says of one argument or input field. */
interface Bounds {
  readonly maxLength?: number;
  readonly maxItems?: number;
}

interface Definition {
  readonly name: string;
  readonly type: object;
  readonly astNode?: {
    readonly directives?: readonly {
      name: { value: string };
      arguments?: readonly ConstArgumentNode[];
    }[];
  } | null;
}

interface WithFields {
  getFields(): Record<string, Definition & { args?: readonly Definition[] }>;
}

/**
 * The pt-BR name of each bounded field, as messages say it ("O e-mail deve ter…"). A test keeps
 * it complete: every bounded name of the SDL has one.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  address: 'O endereço',
  after: 'O cursor',
  alt: 'O texto alternativo',
  announcements: 'A lista de avisos',
  attributes: 'A lista de atributos',
  attributeValueIds: 'A lista de opções',
  body: 'O texto',
  categoryId: 'A categoria',
  cep: 'O CEP',
  city: 'A cidade',
  code: 'O código',
  complement: 'O complemento',
  country: 'O país',
  cpf: 'O CPF',
  csv: 'A planilha',
  ctaHref: 'O link do botão',
  ctaLabel: 'O texto do botão',
  currentPassword: 'A senha atual',
  data: 'A foto',
  description: 'A descrição',
  district: 'O bairro',
  email: 'O e-mail',
  holderName: 'O nome impresso no cartão',
  href: 'O link',
  id: 'O id',
  idempotencyKey: 'A chave do pedido',
  ids: 'A lista de ids',
  items: 'A lista de itens',
  last4: 'O final do cartão',
  lines: 'O carrinho',
  linkToken: 'O link de confirmação',
  name: 'O nome',
  newPassword: 'A nova senha',
  note: 'A observação',
  number: 'O número',
  password: 'A senha',
  phone: 'O telefone',
  photoIds: 'A lista de fotos',
  photos: 'A lista de fotos',
  productId: 'O id do produto',
  productIds: 'A lista de produtos',
  reason: 'O motivo',
  recipient: 'O destinatário',
  requestId: 'O id do pedido',
  requestItemId: 'O item do pedido',
  rg: 'O RG',
  savedCardId: 'O cartão salvo',
  search: 'A busca',
  staffId: 'O id da pessoa',
  state: 'O estado',
  street: 'A rua',
  subject: 'O assunto',
  subjectId: 'O id do item',
  subtitle: 'O subtítulo',
  ticketId: 'O id do ticket',
  title: 'O título',
  token: 'O token do cartão',
  trackingCode: 'O código de rastreio',
  url: 'O endereço da foto',
  values: 'A lista de valores',
};

function count(n: number): string {
  return n.toLocaleString('pt-BR');
}

function labelOf(name: string): string {
  return FIELD_LABELS[name] ?? `O campo ${name}`;
}

/** The `@maxLength` and `@maxItems` of an argument or input field, as the SDL gives them. */
export function boundsOf(definition: Definition): Bounds {
  const bounds: { maxLength?: number; maxItems?: number } = {};
  for (const directive of definition.astNode?.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'maxLength' && name !== 'maxItems') continue;
    const value = directive.arguments?.find((arg) => arg.name.value === 'value')?.value;
    if (value?.kind === 'IntValue') bounds[name] = Number(value.value);
  }
  return bounds;
}

/** `String(type)` ends with `!` for non-null and is `[…]` for a list. */
const isNonNull = (type: object) => String(type).endsWith('!');
const isList = (type: object) => String(type).startsWith('[');
const ofType = (type: object): object => (type as { ofType: object }).ofType;
const hasFields = (type: object): type is WithFields => 'getFields' in type;

/** A value node with its variables filled in: what the resolver would receive, uncoerced. */
function valueOf(node: ValueNode, variables: Readonly<Record<string, unknown>>): unknown {
  switch (node.kind) {
    case 'Variable':
      return variables[node.name.value];
    case 'StringValue':
      return node.value;
    case 'ListValue':
      return node.values.map((item) => valueOf(item, variables));
    case 'ObjectValue':
      return Object.fromEntries(
        node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]),
      );
    default:
      // Numbers, booleans, enums and null are bounded by their type.
      return null;
  }
}

/** The issues of one value of `type`, checked against `bounds` (those of its field or argument). */
function check(
  value: unknown,
  type: object,
  bounds: Bounds,
  name: string,
  path: readonly (string | number)[],
  issues: Issue[],
): void {
  if (value == null) return;
  if (isNonNull(type)) return check(value, ofType(type), bounds, name, path, issues);
  const field = path.join('.');
  if (isList(type)) {
    if (!Array.isArray(value)) return check(value, ofType(type), bounds, name, path, issues);
    if (bounds.maxItems !== undefined && value.length > bounds.maxItems) {
      issues.push({
        field,
        message: `${labelOf(name)} deve ter no máximo ${count(bounds.maxItems)} itens.`,
      });
      return;
    }
    value.forEach((item, i) => check(item, ofType(type), bounds, name, [...path, i], issues));
    return;
  }
  if (typeof value === 'string') {
    if (bounds.maxLength !== undefined && value.length > bounds.maxLength) {
      const item = typeof path.at(-1) === 'number';
      const what = item ? `${labelOf(name)}: cada item` : labelOf(name);
      issues.push({
        field,
        message: `${what} deve ter no máximo ${count(bounds.maxLength)} caracteres.`,
      });
    }
    return;
  }
  if (hasFields(type) && typeof value === 'object' && !Array.isArray(value)) {
    const fields = type.getFields();
    for (const [key, item] of Object.entries(value)) {
      const definition = fields[key];
      if (definition)
        check(item, definition.type, boundsOf(definition), key, [...path, key], issues);
    }
  }
}

/** The named type under any list and non-null wrappers. */
function namedType(type: object): object {
  return 'ofType' in type ? namedType(ofType(type)) : type;
}

/**
 * Every bound a request breaks. Fields are named as the API's other validation errors name
 * them: an argument by its name, a field of an input object by its path inside it
 * (`address.cep`, `lines.0.productId`).
 */
export function boundIssues(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>>,
): Issue[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (operationName == null || definition.name?.value === operationName),
  );
  if (operation?.kind !== 'OperationDefinition') return [];
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const issues: Issue[] = [];
  const seen = new Set<string>();

  function walk(selections: SelectionSetNode, parent: object | null | undefined): void {
    if (!parent || !hasFields(parent)) return;
    for (const selection of selections.selections) {
      if (selection.kind === 'FragmentSpread') {
        const fragment = fragments.get(selection.name.value);
        // Each fragment once: a spread repeated in many places is the same arguments.
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      } else if (selection.kind === 'InlineFragment') {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        walk(selection.selectionSet, type);
      } else {
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        for (const argument of selection.arguments ?? []) {
          const definition = field.args?.find((arg) => arg.name === argument.name.value);
          if (!definition) continue;
          const value = valueOf(argument.value, variables);
          // An input object's fields are named inside it, as the resolvers' own errors do.
          const type = isNonNull(definition.type) ? ofType(definition.type) : definition.type;
          const path = hasFields(type) ? [] : [definition.name];
          check(value, definition.type, boundsOf(definition), definition.name, path, issues);
        }
        if (selection.selectionSet) walk(selection.selectionSet, namedType(field.type));
      }
    }
  }

  walk(operation.selectionSet, root);
  return issues;
}

/** The yoga plugin: refuses a request that breaks a bound before anything is executed. */
export function inputBounds(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const issues = boundIssues(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      if (issues.length > 0)
        setResultAndStopExecution({ data: null, errors: [badUserInput(issues)] });
    },
  };
}
