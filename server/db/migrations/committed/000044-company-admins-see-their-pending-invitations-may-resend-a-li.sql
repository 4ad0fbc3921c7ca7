--! Previous: sha1:f08b435c9d84e3870da1676a97818e8d26a5e011
--! Hash: sha1:b8e67fc87c740cdd6dc425495182620d5bf1b081
--! Message: Company admins see their pending invitations, may resend a link where allowed and withdraw a pending request

-- Company admins manage their pending invitations: the list of a company's membership
-- requests (newest first), whether a new invitation link may be sent, and withdrawing a
-- request the person has not decided yet.

drop function if exists app_public.cancel_membership_request(uuid);
drop function if exists app_public.membership_requests_can_resend_invitation(app_public.membership_requests);
drop index if exists app_public.membership_requests_company_created_idx;

-- Lists a company's requests (ClientCompany.membershipRequests) without scanning other companies'.
create index membership_requests_company_created_idx
  on app_public.membership_requests (client_company_id, created_at desc);

-- The same rule as POST /api/user/resend-invitation/: a pending request of a person without a
-- password, seen by an admin of the company that first invited them (or a super admin). False
-- for everyone else, so it tells no other company whether the person has set a password.
create function app_public.membership_requests_can_resend_invitation(r app_public.membership_requests)
returns boolean as $$
  select r.state = 'PENDING'
    and exists (select 1 from app_public.membership_requests m
                where m.id = r.id and app_hidden.has_admin_access(m.client_company_id))
    and not exists (select 1 from app_private.user_credentials c where c.user_id = r.user_id)
    and exists (select 1 from app_public.users u where u.id = r.user_id and u.type = 'STANDARD')
    and (app_hidden.current_user_is_super_admin()
         or coalesce(app_hidden.has_admin_access(
              (select i.client_company_id from app_private.user_invitations i
               where i.user_id = r.user_id order by i.created_at limit 1)), false));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.membership_requests_can_resend_invitation(app_public.membership_requests) is
  'Whether the signed-in admin may send this person a new invitation link (they have no password yet and this company invited them first).';
revoke execute on function app_public.membership_requests_can_resend_invitation(app_public.membership_requests) from public;
grant execute on function app_public.membership_requests_can_resend_invitation(app_public.membership_requests) to app_user;

-- An admin of the company withdraws a pending request: the row goes (and with it the
-- person's notification), so it can be neither accepted nor declined any more. Decided
-- requests stay as the record of what the person chose.
create function app_public.cancel_membership_request(membership_request_row_id uuid)
returns app_public.membership_requests as $$
declare
  r app_public.membership_requests;
begin
  delete from app_public.membership_requests m
  where m.id = membership_request_row_id and m.state = 'PENDING'
    and app_hidden.has_admin_access(m.client_company_id)
  returning * into r;
  if r.id is null then
    raise exception 'MEMBERSHIP_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  return r;
end;
$$ language plpgsql volatile strict security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.cancel_membership_request(uuid) is
  'An admin of the company withdraws a pending invitation: the person can no longer accept it.';
revoke execute on function app_public.cancel_membership_request(uuid) from public;
grant execute on function app_public.cancel_membership_request(uuid) to app_user;
