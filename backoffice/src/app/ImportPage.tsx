/**
 * `/importar` (`Importar planilha`): a CSV of id, price and stock (`;` between them, pt-BR
 * decimals) is checked first (`Verificar`: what would change, and each bad line by number with
 * the reason), then applied as a whole (`Aplicar`), in one publish.
 */
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { graphql, problemText } from '../lib/api';
import { ImportPriceListDocument } from '../lib/graphql/generated/graphql';
import type { ImportPriceListMutation } from '../lib/graphql/generated/graphql';
import { formatMoney } from '../lib/format';
import { StaffShell } from './StaffShell';
import { TableRegion } from './TableRegion';

const MAX_BYTES = 200 * 1024;

type Report = ImportPriceListMutation['importPriceList'];

function Importer() {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setReport(null);
    setProblem('');
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem(`A planilha deve ter no máximo ${MAX_BYTES / 1024} KB.`);
      return;
    }
    setFileName(file.name);
    setCsv(await file.text());
  }

  async function send(apply: boolean) {
    if (csv === null) return;
    setBusy(true);
    setProblem('');
    try {
      const data = await graphql(ImportPriceListDocument, { csv, apply });
      setReport(data.importPriceList);
    } catch (error) {
      setProblem(problemText(error));
    }
    setBusy(false);
  }

  return (
    <>
      <p>
        Um arquivo CSV com <strong>código; preço; estoque</strong> em cada linha, separados por
        ponto e vírgula, preços como <code>1.234,56</code>. A primeira linha pode ser o cabeçalho.
        Até 5.000 linhas.
      </p>
      <div className="field">
        <label htmlFor="planilha">Planilha (CSV)</label>
        <input id="planilha" type="file" accept=".csv,text/csv" onChange={choose} />
      </div>
      <div className="bo-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={csv === null || busy}
          onClick={() => send(false)}
        >
          Verificar
        </button>
        <button
          type="button"
          className="button"
          disabled={
            busy ||
            !report ||
            report.applied ||
            report.problems.length > 0 ||
            report.changes.length === 0
          }
          onClick={() => send(true)}
        >
          Aplicar
        </button>
      </div>
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
      <div role="status">
        {report &&
          (report.applied
            ? `Planilha aplicada: ${report.changes.length} produto(s) alterado(s), publicados juntos em alguns segundos.`
            : `${fileName}: ${report.lines} linha(s) lida(s), ${report.changes.length} mudança(s), ${report.unchanged} sem mudança, ${report.problems.length} com problema.`)}
      </div>
      {report && report.problems.length > 0 && (
        <section className="bo-section" aria-labelledby="problemas">
          <h2 id="problemas">Linhas com problema</h2>
          <p>Corrija a planilha e verifique de novo: nada é aplicado enquanto houver problema.</p>
          <ul>
            {report.problems.map((line) => (
              <li key={line.line}>
                Linha {line.line}: {line.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report && report.changes.length > 0 && (
        <section className="bo-section" aria-labelledby="mudancas">
          <h2 id="mudancas">{report.applied ? 'Mudanças aplicadas' : 'O que vai mudar'}</h2>
          <TableRegion
            label="Mudanças da planilha"
            columns={['Linha', 'Produto', 'Preço', 'Estoque']}
          >
            {report.changes.map((change) => (
              <tr key={change.line}>
                <td>{change.line}</td>
                <td>
                  {change.productId}: {change.name}
                </td>
                <td>
                  {formatMoney(change.priceFrom)} → {formatMoney(change.priceTo)}
                </td>
                <td>
                  {change.quantityFrom} → {change.quantityTo}
                </td>
              </tr>
            ))}
          </TableRegion>
        </section>
      )}
    </>
  );
}

export default function ImportPage() {
  return (
    <StaffShell permission="CATALOGUE" current="/produtos" title="Importar planilha">
      {() => <Importer />}
    </StaffShell>
  );
}
