--! Previous: sha1:a06ac597ce55bb1c384e8bc8d5429798035576b8
--! Hash: sha1:3f194a0c550173f84f2e4d2bfa984341702b6470
--! Message: banking: the learning helper's parameters are unambiguous

-- The learning helper's parameters no longer share names with the partner's columns ("name"
-- was ambiguous in its update, so confirming a suggestion failed).
drop function if exists app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text);
create function app_hidden.learn_partner_counterparty(company_id uuid, partner_id uuid, counterparty_iban text, counterparty_bic text, counterparty_name text)
returns void as $$
begin
  -- A person confirming a match needs banking access in the company; the worker (no user) may.
  if app_hidden.current_user_id() is not null and not app_hidden.has_banking_access(company_id) then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if partner_id is null then return; end if;
  if counterparty_iban is not null and app_hidden.is_valid_iban(counterparty_iban) and not exists (
       select 1 from app_public.partner_company_payment_presets p
       where p.client_company_id = company_id and p.partner_company_id = partner_id and p.iban = counterparty_iban) then
    insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, source)
    values (company_id, partner_id, counterparty_iban,
            case when counterparty_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' then counterparty_bic end, 'LEARNED');
  end if;
  if counterparty_name is not null and length(btrim(counterparty_name)) between 2 and 200 then
    update app_public.partner_companies p
    set learned_name_variants = (select array_agg(distinct v) from unnest(p.learned_name_variants || btrim(counterparty_name)) v)
    where p.client_company_id = company_id and p.id = partner_id
      and lower(btrim(counterparty_name)) <> lower(p.name)
      and not (lower(btrim(counterparty_name)) = any (select lower(v) from unnest(p.learned_name_variants || p.alternative_names) v))
      and cardinality(p.learned_name_variants) < 20;
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text) to app_user;
comment on function app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text) is 'The partner learns a counterparty from a confirmed match: its IBAN as an unverified (LEARNED) payment preset and its name as a variant.';
