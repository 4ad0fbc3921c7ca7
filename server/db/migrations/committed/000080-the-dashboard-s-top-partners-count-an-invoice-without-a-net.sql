--! Previous: sha1:4b4cd00df65c2f273089fdd7e4813615b9130903
--! Hash: sha1:7cd466b40eb49c25ab523a59902a624b6dc0e3b6
--! Message: The dashboard's top partners count an invoice without a net amount yet with 0 instead of failing the whole page

-- The dashboard's top partners: an invoice without a net amount yet (captured, not reviewed)
-- in a partial month of the period made its partner's sum null, and the whole dashboard failed
-- ("Cannot return null for non-nullable field DashboardPartnerStatistic.netSum"). It counts
-- with 0, as it already did in the monthly totals.
create or replace function app_public.client_companies_partner_statistics(
  c app_public.client_companies, type app_public.dashboard_partner_type, from_date date, until_date date
) returns setof app_public.dashboard_partner_statistic as $$
declare
  doc_type app_public.document_type;
  -- the first day of the first whole month and the last day of the last whole month
  whole_from date;
  whole_until date;
begin
  perform app_hidden.dashboard_check_period(from_date, until_date);
  if type is null then
    raise exception 'DASHBOARD_PERIOD_INVALID' using errcode = '22023';
  end if;
  if not app_hidden.current_user_sees_money_of(c.id) then
    return;
  end if;
  doc_type := case client_companies_partner_statistics.type
                when 'VENDOR' then 'INCOMING_INVOICE'::app_public.document_type
                else 'OUTGOING_INVOICE'::app_public.document_type end;
  whole_from := case when from_date = date_trunc('month', from_date)::date then from_date
                     else (date_trunc('month', from_date) + interval '1 month')::date end;
  whole_until := case when until_date = (date_trunc('month', until_date) + interval '1 month - 1 day')::date then until_date
                      else (date_trunc('month', until_date) - interval '1 day')::date end;
  if whole_from > whole_until then
    -- no whole month: every day from the invoices
    whole_from := until_date + 1;
    whole_until := until_date;
  end if;
  return query
    select s.partner_id, p.name, coalesce(sum(s.net), 0), sum(s.n)::int
    from (
      select t.partner_company_id as partner_id, t.net_sum as net, t.document_count as n
      from app_hidden.document_partner_month_totals t
      where t.client_company_id = c.id and t.type = doc_type and t.month between whole_from and whole_until
      union all
      select d.list_partner_company_id, coalesce(d.list_net, 0), 1
      from app_public.documents d
      where d.client_company_id = c.id and d.type = doc_type and d.type <> 'OTHER_DOCUMENT'
        and not d.archived and not d.superseded
        and d.list_date between from_date and whole_from - 1
        and d.list_partner_company_id is not null and d.list_currency = 'EUR'
      union all
      select d.list_partner_company_id, coalesce(d.list_net, 0), 1
      from app_public.documents d
      where d.client_company_id = c.id and d.type = doc_type and d.type <> 'OTHER_DOCUMENT'
        and not d.archived and not d.superseded
        and d.list_date between whole_until + 1 and until_date
        and d.list_partner_company_id is not null and d.list_currency = 'EUR'
    ) s
    join app_public.partner_companies p on p.client_company_id = c.id and p.id = s.partner_id
    group by s.partner_id, p.name
    having sum(s.n) > 0
    order by coalesce(sum(s.net), 0) desc, p.name, s.partner_id;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp
-- Each call planned for its dates: a week and a year read very different parts of the index.
set plan_cache_mode to force_custom_plan;
comment on function app_public.client_companies_partner_statistics(app_public.client_companies, app_public.dashboard_partner_type, date, date) is
  E'@sortable false\nThe vendors (incoming invoices) or clients (outgoing invoices) by net sum in the period (by invoice date, as the documents list), largest first; not archived, not replaced; empty without banking access. An invoice without a net amount yet (not reviewed) counts with 0.';
