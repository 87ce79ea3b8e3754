/** The SDL joined with every domain's resolvers. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountResolvers } from './resolvers/account.ts';
import { cardResolvers } from './resolvers/cards.ts';
import { catalogueResolvers } from './resolvers/catalogue.ts';
import { checkoutResolvers } from './resolvers/checkout.ts';
import { editorResolvers } from './resolvers/editor.ts';
import { favoriteResolvers } from './resolvers/favorites.ts';
import { homeResolvers } from './resolvers/home.ts';
import { myDataResolvers } from './resolvers/my-data.ts';
import { orderDetailResolvers } from './resolvers/order-details.ts';
import { orderStatusResolvers } from './resolvers/order-status.ts';
import { requestResolvers } from './resolvers/requests.ts';
import { scalarResolvers } from './resolvers/scalars.ts';
import { ticketResolvers } from './resolvers/tickets.ts';

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
      requestResolvers,
      cardResolvers,
      checkoutResolvers,
      orderDetailResolvers,
      orderStatusResolvers,
      editorResolvers,
      myDataResolvers,
    ],
    // A resolver for a field the SDL lacks (or the reverse typo) fails here, not at request time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
