/**
 * updateProduct and createProduct: direct changes of the live catalogue by staff who keep it
 * (editors and admins), checked in pt-BR like every input, kept as a version, recorded in the
 * activity log and followed by the signed publish webhook naming the product.
 */
import type { ProductContent } from '../../../contract/product-content.ts';
import { assertNoIssues, productNotFound } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { UpdateProductInput } from '../../core/generated/schema-types.ts';
import { requireStaff } from '../staff/roles.ts';
import { checkedContent, contentOf } from '../catalogue/product-content.ts';
import { publishReason, writeLive } from './product-writes.ts';

/** The content with the input's given fields replacing the product's. */
function withInput(live: ProductContent, input: UpdateProductInput): ProductContent {
  return {
    ...live,
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.description != null ? { description: input.description } : {}),
    ...(input.price != null ? { price: input.price } : {}),
    ...(input.quantity != null ? { quantity: input.quantity } : {}),
    ...(input.is_published != null ? { published: input.is_published } : {}),
  };
}

export const editorResolvers = {
  Mutation: {
    async updateProduct(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      const given = Object.values(args.input).filter((value) => value != null);
      if (given.length === 0) {
        assertNoIssues([{ field: 'input', message: 'Informe ao menos um campo para alterar.' }]);
      }
      const categories = await ctx.loaders.categories();
      const who = { id: member.id, name: member.name };
      const { product, changes } = await ctx.data.transaction(async (tx) => {
        const live = await tx.products.lockForEdit(args.id);
        if (!live) throw productNotFound();
        const next = checkedContent(withInput(contentOf(live), args.input), categories);
        return writeLive(tx, args.id, next, who, 'EDIT', ctx.now, ctx.mailer);
      });
      if (changes.length > 0) {
        void ctx.publish([product.id], publishReason(`updateProduct ${product.id}`, who));
      }
      return product;
    },

    async createProduct(_, args, ctx) {
      const member = await requireStaff(ctx, 'CATALOGUE');
      const content = checkedContent(
        { ...args.input, photos: [], published: args.input.is_published ?? true },
        await ctx.loaders.categories(),
      );
      const who = { id: member.id, name: member.name };
      const product = await ctx.data.transaction(async (tx) => {
        const created = await tx.products.create(
          (id) => ({ ...content, is_published: content.published, ...ctx.newProductStart(id) }),
          ctx.now,
        );
        await tx.workspace.appendVersion(created.id, {
          at: ctx.now,
          staffName: who.name,
          action: 'CREATE',
          changes: [],
          snapshot: contentOf(created),
        });
        await tx.activity.record(
          who,
          {
            action: 'product.create',
            subjectType: 'PRODUCT',
            subjectId: created.id,
            summary: `Criou o produto ${created.id} (${created.name}).`,
          },
          ctx.now,
        );
        return created;
      });
      void ctx.publish([product.id], publishReason(`createProduct ${product.id}`, who));
      return product;
    },
  },
} satisfies Resolvers;
