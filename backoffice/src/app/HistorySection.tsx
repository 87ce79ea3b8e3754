/**
 * `Histórico`: each version of the product's live content, newest first, with who, when, what
 * kind of change and each changed field before and after; `Restaurar esta versão` copies it into
 * the draft (the live product changes only when the draft is published).
 */
import { formatDateTime } from '../lib/format';
import type { ProductVersionFieldsFragment } from '../lib/graphql/generated/graphql';

interface HistorySectionProps {
  readonly versions: readonly ProductVersionFieldsFragment[];
  readonly busy: boolean;
  readonly onRestore: (version: number) => void;
}

export function HistorySection({ versions, busy, onRestore }: HistorySectionProps) {
  return (
    <section className="bo-section" aria-labelledby="historico">
      <h2 id="historico">Histórico</h2>
      {versions.length === 0 ? (
        <p className="bo-muted">Nenhuma alteração registrada ainda.</p>
      ) : (
        <ol className="bo-history" role="list">
          {versions.map((version) => (
            <li key={version.number}>
              <article aria-labelledby={`versao-${version.number}`} className="bo-history__item">
                <h3 id={`versao-${version.number}`}>
                  Versão {version.number}: {version.actionLabel}
                </h3>
                <p className="bo-muted">
                  {version.by}, {formatDateTime(version.at)}
                </p>
                {version.changes.length > 0 && (
                  <div
                    className="bo-table bo-table--fit"
                    role="region"
                    aria-label={`Mudanças da versão ${version.number}`}
                    tabIndex={0}
                  >
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">Campo</th>
                          <th scope="col">Antes</th>
                          <th scope="col">Depois</th>
                        </tr>
                      </thead>
                      <tbody>
                        {version.changes.map((change) => (
                          <tr key={change.field}>
                            <th scope="row">{change.label}</th>
                            <td>{change.from}</td>
                            <td>{change.to}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={busy}
                  aria-describedby={`versao-${version.number}`}
                  onClick={() => onRestore(version.number)}
                >
                  Restaurar esta versão
                </button>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
