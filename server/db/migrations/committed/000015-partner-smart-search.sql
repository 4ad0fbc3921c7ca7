--! Previous: sha1:d3a43a58b84cd40daacb0732da4af037e69d0d42
--! Hash: sha1:490c6d31560d215b60f885cba324ace7203efe80
--! Message: partner smart search

--! Partner smart search (spec part 2 §9): searchPartnerCompanies, the typeahead of the partner
--! pickers (first the documents list's filter panel), so no client loads all partners.

drop function if exists app_public.search_partner_companies(uuid, text, uuid[]);
drop index if exists app_public.partner_companies_search_key_idx;
drop index if exists app_public.partner_companies_active_name_idx;
alter table app_public.partner_companies drop column if exists search_key;
drop function if exists app_hidden.partner_companies_search_key(text, text[]);
drop function if exists app_hidden.search_key(text);

create extension if not exists unaccent with schema public;

-- What searches compare: lower case without accents (ü → u, ß → ss, é → e), German umlauts
-- written out folded too (ue → u, so "Mueller", "Müller" and "muller" are one key), every run
-- of spaces and ASCII punctuation one space. Applied to both sides, so the folding never
-- loses a match; a key holds no LIKE wildcard and no "|". Immutable for the index (unaccent
-- is only stable because its dictionary could change; ours is named with its schema).
create function app_hidden.search_key(value text) returns text as $$
  select btrim(regexp_replace(
    regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))), '([aou])e', '\1', 'g'),
    '[[:space:][:punct:]]+', ' ', 'g'));
$$ language sql immutable parallel safe;
comment on function app_hidden.search_key(text) is 'A text folded for searching: lower case, no accents, ue/ae/oe as u/a/o, punctuation as single spaces.';

create function app_hidden.partner_companies_search_key(name text, alternative_names text[]) returns text as $$
  select concat_ws(' | ', variadic array_prepend(app_hidden.search_key(name),
    array(select app_hidden.search_key(a) from unnest(alternative_names) a where app_hidden.search_key(a) <> '')));
$$ language sql immutable parallel safe;
comment on function app_hidden.partner_companies_search_key(text, text[]) is 'Name and alternative names of a partner, each folded by search_key, joined by " | " (the name first).';

-- Kept on the row so a search folds only what was typed, not every partner again.
alter table app_public.partner_companies
  add column search_key text not null generated always as (app_hidden.partner_companies_search_key(name, alternative_names)) stored;
comment on column app_public.partner_companies.search_key is E'@behavior -*\nSearch key: the folded name, then the folded alternative names, joined by " | ".';

-- The existing trigram index on the raw name serves capture's name recognition; the search
-- compares the folded key within one company (btree_gin for the uuid).
create index partner_companies_search_key_idx on app_public.partner_companies
  using gin (client_company_id, search_key gin_trgm_ops);
-- The empty search: the first active partners in German order.
create index partner_companies_active_name_idx on app_public.partner_companies
  (client_company_id, name collate public.de_natural, id) where active;

create function app_public.search_partner_companies(
  client_company_row_id uuid,
  search_text text default null,
  include_row_ids uuid[] default null
) returns setof app_public.partner_companies as $$
declare
  v_key text := app_hidden.search_key(left(search_text, 200));
  -- A VAT id as typed ("DE 123 456 789"): letters, digits and the few signs VAT ids use.
  v_vat text := upper(regexp_replace(left(coalesce(search_text, ''), 200), '[^0-9A-Za-z+*.]', '', 'g'));
  v_include uuid[] := array_remove(coalesce(include_row_ids, '{}'), null);
  v_vat_exact uuid[] := '{}';
  v_vat_part uuid[] := '{}';
begin
  if v_key = '' then
    return query
      select p.* from app_public.partner_companies p
      where p.client_company_id = client_company_row_id and p.active and p.id <> all (v_include)
      order by p.name collate public.de_natural, p.id
      limit 20;
  else
    -- Only what looks like (part of) a VAT id: at least three digits.
    if v_vat ~ '[0-9].*[0-9].*[0-9]' then
      select coalesce(array_agg(distinct l.partner_company_id) filter (where upper(replace(l.vat_id_no, ' ', '')) = v_vat), '{}'),
             coalesce(array_agg(distinct l.partner_company_id), '{}')
        into v_vat_exact, v_vat_part
      from app_public.partner_company_locations l
      where l.client_company_id = client_company_row_id
        and upper(replace(l.vat_id_no, ' ', '')) like '%' || v_vat || '%';
    end if;
    return query
      select p.* from app_public.partner_companies p
      where p.client_company_id = client_company_row_id and p.active and p.id <> all (v_include)
        and (p.search_key like '%' || v_key || '%'
          or v_key operator(public.<%) p.search_key
          or p.id = any (v_vat_part))
      order by
        case
          -- the name, an alternative name or a VAT id as typed
          when split_part(p.search_key, ' | ', 1) = v_key or '| ' || p.search_key || ' |' like '%| ' || v_key || ' |%'
            or p.id = any (v_vat_exact) then 0
          when p.search_key like v_key || '%' then 1  -- the name's start
          when p.search_key like '%| ' || v_key || '%' or p.id = any (v_vat_part) then 2  -- an alternative name's or VAT id's
          when ' ' || split_part(p.search_key, ' | ', 1) like '% ' || v_key || '%' then 3  -- a word's of the name
          when ' ' || p.search_key like '% ' || v_key || '%' then 4  -- a word's of an alternative name
          when p.search_key like '%' || v_key || '%' then 5  -- contained
          else 6  -- similar words only
        end,
        public.word_similarity(v_key, p.search_key) desc,
        p.name collate public.de_natural,
        p.id
      limit 20;
  end if;
  return query
    select p.* from app_public.partner_companies p
    where p.client_company_id = client_company_row_id and p.id = any (v_include)
    order by p.name collate public.de_natural, p.id;
end;
$$ language plpgsql stable;
comment on function app_public.search_partner_companies(uuid, text, uuid[]) is E'@behavior -connection +list\n@listSuffix omit\nThe partner picker''s typeahead: up to 20 active partners of the company matching the search text, best first (exact, then prefix of the name, an alternative name or a VAT id, then a word''s start, then contained, then similar words, each by similarity and name), or the first 20 by name when the search is empty. Case, accents and umlauts do not matter ("muller" finds "Müller"); VAT ids match with or without spaces. Then the partners of `includeRowIds` of this company whatever their state (excluded from the 20), so chosen partners always resolve to a name. Row-level security applies: partners of companies the user may not see are never returned.';
