--! Previous: sha1:d1b79042d4bffedd61571053eb005d44541487d4
--! Hash: sha1:09c2570d0bbeb43862572edfa8230510fe87614b
--! Message: bank payments take their id from the server

-- A payment's end-to-end id is derived from its row id, so the server chooses the id.
grant insert (id) on app_public.bank_payments to app_user;
