/**
 * `Importar planilha`: a dry run that reports what would change and every bad line, then the
 * same call with `apply: true`, which changes every product of the file in ONE transaction
 * (all or nothing, each change kept as a version) and announces them in ONE publish webhook.
 */
import { badUserInput } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { PriceListChange } from '../../core/generated/schema-types.ts';
import { requireStaff } from '../staff/roles.ts';
import { PRICE_LIST_MAX_BYTES, PRICE_LIST_MAX_LINES, parsePriceList } from './price-list.ts';
import type { PriceListProblem } from './price-list.ts';
import { contentOf } from '../catalogue/product-content.ts';
import { publishReason, writeLive } from './product-writes.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

export const importResolvers = {
  Mutation: {
    async importPriceList(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      if (bytes(args.csv) > PRICE_LIST_MAX_BYTES) {
        throw badUserInput([
          {
            field: 'csv',
            message: `A planilha deve ter no máximo ${PRICE_LIST_MAX_BYTES / 1024} KB.`,
          },
        ]);
      }
      if (args.csv.split(/\r\n|\n|\r/).length > PRICE_LIST_MAX_LINES + 1) {
        throw badUserInput([
          {
            field: 'csv',
            message: `A planilha deve ter no máximo ${PRICE_LIST_MAX_LINES.toLocaleString('pt-BR')} linhas.`,
          },
        ]);
      }
      const parsed = parsePriceList(args.csv);
      const problems: PriceListProblem[] = [...parsed.problems];
      const products = await ctx.data.products.byIds(parsed.lines.map((line) => line.productId));
      const byId = new Map(products.map((product) => [product.id, product]));
      const changes: PriceListChange[] = [];
      let unchanged = 0;
      for (const line of parsed.lines) {
        const product = byId.get(line.productId);
        if (!product) {
          problems.push({ line: line.line, message: `Produto ${line.productId} não existe.` });
          continue;
        }
        if (product.price === line.price && product.quantity === line.quantity) {
          unchanged += 1;
          continue;
        }
        changes.push({
          line: line.line,
          productId: product.id,
          name: product.name,
          priceFrom: product.price,
          priceTo: line.price,
          quantityFrom: product.quantity,
          quantityTo: line.quantity,
        });
      }
      problems.sort((a, b) => a.line - b.line);
      const report = {
        lines: parsed.lines.length + parsed.problems.length,
        changes,
        unchanged,
        problems,
        applied: false,
      };
      if (!args.apply) return report;
      if (problems.length > 0) {
        throw badUserInput([
          { field: 'csv', message: 'Corrija as linhas com problema antes de aplicar a planilha.' },
        ]);
      }
      const who = { id: member.id, name: member.name };
      await ctx.data.transaction(async (tx) => {
        for (const change of changes) {
          const live = await tx.products.lockForEdit(change.productId);
          if (!live) continue;
          await writeLive(
            tx,
            change.productId,
            { ...contentOf(live), price: change.priceTo, quantity: change.quantityTo },
            who,
            'IMPORT',
            ctx.now,
            ctx.mailer,
          );
        }
        await tx.activity.record(
          who,
          {
            action: 'import.apply',
            subjectType: 'IMPORT',
            subjectId: String(ctx.now),
            summary: `Importou uma planilha: ${changes.length} produto(s) alterado(s), ${unchanged} sem mudança.`,
          },
          ctx.now,
        );
      });
      if (changes.length > 0) {
        void ctx.publish(
          changes.map((change) => change.productId),
          publishReason(`Importar planilha (${changes.length} produtos)`, who),
        );
      }
      return { ...report, applied: true };
    },
  },
} satisfies Resolvers;
