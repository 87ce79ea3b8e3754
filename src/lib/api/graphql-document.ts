/**
 * What the client needs to know of a GraphQL document before sending it: its operations' types
 * and names. GraphQL's own parser would tell, but it would put graphql-js into every page's
 * bundle; the documents are generated strings, so reading their tokens at the top level is
 * enough. The scanner follows GraphQL's lexical rules (ignored commas and comments, strings and
 * block strings), so nothing inside a selection, an argument or a string can pass for an
 * operation.
 */

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationDefinition {
  readonly type: OperationType;
  /** Undefined for an anonymous operation (the shorthand `{ ... }` included). */
  readonly name: string | undefined;
}

/**
 * One token at a time from where the previous one ended: ignored characters (white space,
 * commas, the byte-order mark, comments), block strings, strings, names, numbers, punctuators.
 */
const TOKEN =
  /[\s,\uFEFF]+|#[^\n\r]*|"""(?:\\"""|(?!""")[\s\S])*"""|"(?:\\.|[^"\\\n\r])*"|[_A-Za-z]\w*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\.\.|[!$&():=@[\]{|}]/y;
const IGNORED = /^(?:[\s,\uFEFF]|#)/;
const NAME = /^[_A-Za-z]/;
const CLOSING: Readonly<Record<string, string>> = { '{': '}', '(': ')', '[': ']' };
const OPERATION_TYPES: ReadonlySet<string> = new Set(['query', 'mutation', 'subscription']);

/** The document's significant tokens, or null when a character belongs to no token. */
function tokensOf(document: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < document.length) {
    const match = TOKEN.exec(document);
    if (match === null) return null;
    if (!IGNORED.test(match[0])) tokens.push(match[0]);
  }
  return tokens;
}

/**
 * The operations of an executable document, in order (fragments are skipped), or null when the
 * document cannot be read: a stray character, an unterminated string, brackets that do not
 * match, or a top-level word that starts no operation or fragment.
 */
export function operationsOf(document: string): OperationDefinition[] | null {
  const tokens = tokensOf(document);
  if (tokens === null) return null;
  const operations: OperationDefinition[] = [];
  const open: string[] = [];
  // Between a definition's keyword and the end of its selection set.
  let inDefinition = false;
  for (const [index, token] of tokens.entries()) {
    if (open.length === 0 && !inDefinition) {
      if (OPERATION_TYPES.has(token)) {
        const next = tokens[index + 1];
        const name = next !== undefined && NAME.test(next) ? next : undefined;
        operations.push({ type: token as OperationType, name });
        inDefinition = true;
        continue;
      }
      if (token === 'fragment') {
        inDefinition = true;
        continue;
      }
      if (token !== '{') return null;
      operations.push({ type: 'query', name: undefined });
    }
    const closing = CLOSING[token];
    if (closing !== undefined) {
      open.push(closing);
    } else if (token === '}' || token === ')' || token === ']') {
      if (open.pop() !== token) return null;
      if (open.length === 0 && token === '}') inDefinition = false;
    }
  }
  return open.length === 0 && !inDefinition ? operations : null;
}

/** The name to send as `operationName`: that of the document's only operation, if named. */
export function operationNameOf(document: string): string | undefined {
  const operations = operationsOf(document);
  return operations?.length === 1 ? operations[0]?.name : undefined;
}
