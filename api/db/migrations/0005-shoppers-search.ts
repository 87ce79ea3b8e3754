/**
 * Product search in PostgreSQL's own full-text search, so both engines answer it the same way
 * and every write updates it in the writing transaction:
 * - `shop_search`, the `portuguese` configuration (Snowball's Portuguese stemmer and stop words)
 *   with `unaccent` in front of the stemmer for words with accents: `Mecânico` and `mecanico`
 *   give the same lexeme;
 * - `products.search_vector`, a generated column: the name (weight A, so a name match ranks
 *   before a description match) and the description (weight B), hyphens read as spaces
 *   (`NB-0001` is the words `nb` and `0001`, `Placa-mãe` is `placa` and `mãe`), with a GIN index;
 * - `search_terms`, the words of published products (with a spelling, their lexeme and how many
 *   products hold each): which words a search knows, the words a half-typed one may become, and
 *   the correction of a typo (`notbook` → `notebook`) through a trigram index. Statement triggers keep
 *   it in step with `products`, so whatever writes products (an editor, a seed, a reset) keeps
 *   it right, and several API processes on one PostgreSQL see the same words.
 * The extensions are PostgreSQL's contrib ones (Debian's PostgreSQL 15 ships them; PGlite loads
 * them, see `pglite-extensions.ts`).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists unaccent;
    create extension if not exists pg_trgm;
    create extension if not exists fuzzystrmatch;

    create text search configuration shop_search (copy = portuguese);
    alter text search configuration shop_search
      alter mapping for word, hword, hword_part with unaccent, portuguese_stem;

    alter table products drop column search_text;
    alter table products add column search_vector tsvector generated always as (
      setweight(to_tsvector('shop_search', translate(name, '-', ' ')), 'A') ||
      setweight(to_tsvector('shop_search', translate(description, '-', ' ')), 'B')
    ) stored;
    create index products_search on products using gin (search_vector);

    create table search_terms (
      word text primary key,
      spelling text not null,
      lexeme text,
      products integer not null
    );
    create index search_terms_trigrams on search_terms using gin (word gin_trgm_ops);
    create index search_terms_by_lexeme on search_terms (lexeme);

    -- The distinct words (three letters or more) of a product: the word in lower case without
    -- accents, and one spelling of it as written (in lower case). The description is rich text:
    -- its tags and entities are no words (the text search's parser skips them too).
    create function search_words(name text, description text)
    returns table (word text, spelling text)
    language sql stable as $$
      select lower(unaccent(written)), max(lower(written))
      from regexp_split_to_table(
        name || ' ' || regexp_replace(description, '<[^>]*>|&[#A-Za-z0-9]+;', ' ', 'g'),
        '[^A-Za-zÀ-ÖØ-öø-ÿ]+'
      ) as written
      where length(written) >= 3
      group by 1
    $$;

    -- The lexeme shop_search makes of a word (null for a stop word), as search queries do.
    create function search_lexeme(word text) returns text
    language sql stable as $$
      select lexeme from unnest(to_tsvector('shop_search', word)) limit 1
    $$;

    -- Adds to search_terms what one statement changed in the published products' words, in
    -- word order (two writers lock the same words in the same order), and drops the words no
    -- product holds any more.
    create function search_terms_follow() returns trigger
    language plpgsql as $$
    declare
      changed text[];
      spellings text[];
      deltas integer[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(word order by word), array_agg(spelling order by word),
               array_agg(delta order by word)
        into changed, spellings, deltas
        from (
          select w.word, max(w.spelling) as spelling, count(*)::integer as delta
          from new_rows r cross join lateral search_words(r.name, r.description) as w
          where r.published
          group by w.word
        ) counted;
      elsif tg_op = 'DELETE' then
        select array_agg(word order by word), array_agg(spelling order by word),
               array_agg(delta order by word)
        into changed, spellings, deltas
        from (
          select w.word, max(w.spelling) as spelling, -count(*)::integer as delta
          from old_rows r cross join lateral search_words(r.name, r.description) as w
          where r.published
          group by w.word
        ) counted;
      else
        select array_agg(word order by word), array_agg(spelling order by word),
               array_agg(delta order by word)
        into changed, spellings, deltas
        from (
          select w.word, max(w.spelling) as spelling, sum(sides.side)::integer as delta
          from (
            select n.name, n.description, 1 as side
            from new_rows n join old_rows o using (id)
            where n.published
              and (n.name, n.description, n.published)
                is distinct from (o.name, o.description, o.published)
            union all
            select o.name, o.description, -1 as side
            from new_rows n join old_rows o using (id)
            where o.published
              and (n.name, n.description, n.published)
                is distinct from (o.name, o.description, o.published)
          ) sides cross join lateral search_words(sides.name, sides.description) as w
          group by w.word
          having sum(sides.side) <> 0
        ) counted;
      end if;
      if changed is null then
        return null;
      end if;
      insert into search_terms (word, spelling, lexeme, products)
      select word, spelling, search_lexeme(word), delta
      from unnest(changed, spellings, deltas) as change(word, spelling, delta)
      on conflict (word) do update set products = search_terms.products + excluded.products;
      delete from search_terms where word = any(changed) and products <= 0;
      return null;
    end
    $$;

    create function search_terms_clear() returns trigger
    language plpgsql as $$
    begin
      truncate search_terms;
      return null;
    end
    $$;

    create trigger products_search_terms_insert after insert on products
      referencing new table as new_rows
      for each statement execute function search_terms_follow();
    create trigger products_search_terms_update after update on products
      referencing old table as old_rows new table as new_rows
      for each statement execute function search_terms_follow();
    create trigger products_search_terms_delete after delete on products
      referencing old table as old_rows
      for each statement execute function search_terms_follow();
    create trigger products_search_terms_truncate after truncate on products
      for each statement execute function search_terms_clear();

    insert into search_terms (word, spelling, lexeme, products)
    select w.word, max(w.spelling), search_lexeme(w.word), count(*)
    from products p cross join lateral search_words(p.name, p.description) as w
    where p.published
    group by w.word;
  `.execute(db);
}
