/** The SDL joined with every domain's resolvers. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { myDataResolvers } from '../modules/account/my-data.ts';
import { emailVerificationResolvers } from '../modules/account/email-verification.ts';
import { accountResolvers } from '../modules/account/resolvers.ts';
import { activityResolvers } from '../modules/backoffice/activity-resolvers.ts';
import { failedMailResolvers } from '../modules/backoffice/failed-mail-resolvers.ts';
import { editorResolvers } from '../modules/backoffice/editor-resolvers.ts';
import { homeContentResolvers } from '../modules/backoffice/home-content.ts';
import { importResolvers } from '../modules/backoffice/import-resolvers.ts';
import { workspaceResolvers } from '../modules/backoffice/workspace-resolvers.ts';
import { staffResolvers } from '../modules/staff/resolvers.ts';
import { noticeResolvers } from '../modules/staff/notice-resolvers.ts';
import { passwordResolvers } from '../modules/staff/password-resolvers.ts';
import { cardResolvers } from '../modules/cards/resolvers.ts';
import { catalogueResolvers } from '../modules/catalogue/resolvers.ts';
import { homeResolvers } from '../modules/content/resolvers.ts';
import { favoriteResolvers } from '../modules/favorites/resolvers.ts';
import { checkoutResolvers } from '../modules/orders/checkout-resolvers.ts';
import { orderDetailResolvers } from '../modules/orders/order-details.ts';
import { orderStatusResolvers } from '../modules/orders/order-status.ts';
import { priceResolvers } from '../modules/orders/price-resolvers.ts';
import { staffRequestResolvers } from '../modules/orders/staff-request-resolvers.ts';
import { requestResolvers } from '../modules/orders/request-resolvers.ts';
import { ticketResolvers } from '../modules/tickets/resolvers.ts';
import { supportResolvers } from '../modules/tickets/support-resolvers.ts';
import { moderationResolvers } from '../modules/reviews/moderation-resolvers.ts';
import { reviewResolvers } from '../modules/reviews/resolvers.ts';
import { stockAlertResolvers } from '../modules/alerts/resolvers.ts';
import { afterSaleResolvers } from '../modules/returns/after-sale-resolvers.ts';
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
      afterSaleResolvers,
      editorResolvers,
      myDataResolvers,
      emailVerificationResolvers,
      staffResolvers,
      noticeResolvers,
      passwordResolvers,
      workspaceResolvers,
      importResolvers,
      homeContentResolvers,
      activityResolvers,
      failedMailResolvers,
      reviewResolvers,
      moderationResolvers,
      stockAlertResolvers,
    ],
    // A resolver for a field the SDL lacks (or the reverse typo) fails here, not at request time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
