/**
 * What the publisher asks the API before a targeted publish: the catalogue's changes since the
 * last publish (`catalogueChanges`), the categories, and the home page's data. Each answer is
 * small however large the catalogue is.
 */
import { createGraphQLClient } from '../../src/lib/api/client.ts';
import type { CatalogueChange } from '../../src/features/catalogue/build-handoff.ts';
import type { Catalogue } from '../../src/features/catalogue/catalogue.ts';
import {
  CatalogueCategoriesDocument,
  HomePageDocument,
} from '../../src/lib/graphql/generated/graphql.ts';
import { CatalogueChangesDocument } from '../generated/graphql.ts';
import type { CatalogueChangesQuery } from '../generated/graphql.ts';

/**
 * The catalogue's changes since a checkpoint: `checkpoint` is the next call's `since`; another
 * `epoch` than the checkpoint's means the catalogue was replaced (the checkpoint is void);
 * `complete` is false when more products changed than the feed lists.
 */
export type ChangeFeedAnswer = CatalogueChangesQuery['catalogueChanges'];

/** The `updatedAt` of each product one feed answer listed, by id. */
export type ChangeStamps = Readonly<Record<string, number>>;

export interface CatalogueFeed {
  changesSince(checkpoint: number | null): Promise<ChangeFeedAnswer>;
  categories(): Promise<Catalogue['categories']>;
  /** The home page's data, serialised as its `/_payload.json` holds it. */
  homePayload(): Promise<string>;
}

export function catalogueFeed(graphqlUrl: string): CatalogueFeed {
  const client = createGraphQLClient({ endpoint: graphqlUrl });
  return {
    async changesSince(checkpoint) {
      const { catalogueChanges } = await client.request(CatalogueChangesDocument, {
        since: checkpoint,
      });
      return catalogueChanges;
    },
    async categories() {
      return (await client.request(CatalogueCategoriesDocument)).categories;
    },
    async homePayload() {
      return JSON.stringify(await client.request(HomePageDocument));
    },
  };
}

/**
 * The changes not yet published: the feed lists the changes of its grace period again, and a
 * product listed with the time it had in the last answer is a version already published.
 */
export function unpublishedChanges(
  answer: ChangeFeedAnswer,
  published: ChangeStamps,
): CatalogueChange[] {
  return answer.changes.filter((change) => published[change.id] !== change.updatedAt);
}

export function stampsOf(answer: ChangeFeedAnswer): ChangeStamps {
  return Object.fromEntries(answer.changes.map((change) => [change.id, change.updatedAt]));
}
