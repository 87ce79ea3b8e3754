/** The SDL joined with every domain's resolvers. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { myDataResolvers } from '../domains/account/my-data.ts';
import { accountResolvers } from '../domains/account/resolvers.ts';
import { activityResolvers } from '../domains/backoffice/activity-resolvers.ts';
import { editorResolvers } from '../domains/backoffice/editor-resolvers.ts';
import { homeContentResolvers } from '../domains/backoffice/home-content.ts';
import { importResolvers } from '../domains/backoffice/import-resolvers.ts';
import { workspaceResolvers } from '../domains/backoffice/workspace-resolvers.ts';
import { staffResolvers } from '../domains/staff/resolvers.ts';
import { cardResolvers } from '../domains/cards/resolvers.ts';
import { catalogueResolvers } from '../domains/catalogue/resolvers.ts';
import { homeResolvers } from '../domains/content/resolvers.ts';
import { favoriteResolvers } from '../domains/favorites/resolvers.ts';
import { checkoutResolvers } from '../domains/orders/checkout-resolvers.ts';
import { orderDetailResolvers } from '../domains/orders/order-details.ts';
import { orderStatusResolvers } from '../domains/orders/order-status.ts';
import { priceResolvers } from '../domains/orders/price-resolvers.ts';
import { staffRequestResolvers } from '../domains/orders/staff-request-resolvers.ts';
import { requestResolvers } from '../domains/orders/request-resolvers.ts';
import { ticketResolvers } from '../domains/tickets/resolvers.ts';
import { supportResolvers } from '../domains/tickets/support-resolvers.ts';
import { moderationResolvers } from '../domains/reviews/moderation-resolvers.ts';
import { reviewResolvers } from '../domains/reviews/resolvers.ts';
import { scalarResolvers } from './scalars.ts';

export function createExecutableSchema(typeDefs: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      scalarResolvers,
      accountResolvers,
      catalogueResolvers,
      homeResolvers,
      favoriteResolvers,
      ticketResolvers,
      supportResolvers,
      requestResolvers,
      cardResolvers,
      checkoutResolvers,
      priceResolvers,
      orderDetailResolvers,
      orderStatusResolvers,
      staffRequestResolvers,
      editorResolvers,
      myDataResolvers,
      staffResolvers,
      workspaceResolvers,
      importResolvers,
      homeContentResolvers,
      activityResolvers,
      reviewResolvers,
      moderationResolvers,
    ],
    // A resolver for a field the SDL lacks (or the reverse typo) fails here, not at request time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
