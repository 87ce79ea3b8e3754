/**
 * Staff operations are answered only through the back office's server. That server holds the
 * shared BACKOFFICE_GATEWAY_SECRET and sends it in `X-Gateway-Key` with every request it
 * forwards; a request without it (or with a wrong one) is the public API's. The staff operations
 * are the root fields the SDL marks `@staffOnly`; an operation that selects one of them, or a
 * request asking for a draft preview (`X-Preview`), is refused on the public API with
 * `Acesso negado.` (FORBIDDEN) before anything runs, so a login there is never tried and says
 * nothing of its credentials. Free of Node APIs: the browser demo runs it too (it has no back
 * office, so no secret: every staff operation is refused there).
 */
import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { PREVIEW_HEADER } from '../../contract/preview.ts';
import type { ApiContext } from '../core/context.ts';
import { forbidden } from '../core/errors.ts';
import { sha256Hex } from '../core/secrets.ts';

/** The SDL directive that marks a root field as a staff operation. */
export const STAFF_ONLY_DIRECTIVE = 'staffOnly';

/** The message of a staff operation asked on the public API, as every other refusal says it. */
export const STAFF_GATE_MESSAGE = 'Acesso negado.';

interface MarkedField {
  readonly astNode?: { readonly directives?: readonly { name: { value: string } }[] } | null;
}

/** Whether the SDL marks `field` as a staff operation. */
function isStaffOnly(field: MarkedField): boolean {
  return (field.astNode?.directives ?? []).some((d) => d.name.value === STAFF_ONLY_DIRECTIVE);
}

const found = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The staff operations of `schema`, as `Query.name` and `Mutation.name`. */
export function staffOperations(schema: GraphQLSchema): ReadonlySet<string> {
  const known = found.get(schema);
  if (known) return known;
  const names = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      if (isStaffOnly(field)) names.add(`${root.name}.${name}`);
    }
  }
  found.set(schema, names);
  return names;
}

/** Equal strings of equal length, compared without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Whether a request's headers carry the back office's key. Digests are compared, so the time
 * taken says nothing of the secret's length or of how much of it a guess got right. An empty
 * secret lets no request through.
 */
export function gatewayKeyRule(secret: string): (headers: Headers) => boolean {
  const expected = secret === '' ? null : sha256Hex(secret);
  return (headers) => {
    const key = headers.get(GATEWAY_KEY_HEADER);
    return expected !== null && key !== null && sameText(sha256Hex(key), expected);
  };
}

/** Whether the operation `operationName` of `document` selects a staff operation at its root. */
export function selectsStaffOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  const staff = staffOperations(schema);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (operationName == null || definition.name?.value === operationName),
  );
  if (operation?.kind !== 'OperationDefinition') return false;
  const root = operation.operation === 'mutation' ? 'Mutation' : 'Query';
  const seen = new Set<string>();

  function selects(selections: SelectionSetNode): boolean {
    return selections.selections.some((selection) => {
      if (selection.kind === 'Field') return staff.has(`${root}.${selection.name.value}`);
      if (selection.kind === 'InlineFragment') return selects(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return selects(fragment.selectionSet);
    });
  }
  return selects(operation.selectionSet);
}

/**
 * The yoga plugin: a staff operation or a preview asked without the back office's key is
 * refused before anything is executed.
 */
export function staffGate(): Plugin<ApiContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as ApiContext;
      if (ctx.throughBackoffice) return;
      const staff =
        ctx.headers.has(PREVIEW_HEADER) ||
        selectsStaffOperation(args.schema, args.document, args.operationName);
      if (staff) {
        setResultAndStopExecution({ data: null, errors: [forbidden(STAFF_GATE_MESSAGE)] });
      }
    },
  };
}
