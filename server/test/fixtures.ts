import type pg from "pg";

export interface TwoCompanies {
  companyA: string;
  companyB: string;
  userA: string;
  userB: string;
  superAdmin: string;
  reviewGroupA: string;
  reviewGroupB: string;
}

/** Two companies that must never see each other: A with userA, B with userB, and a super
 * admin who sees both. Written as the owner; tests then act through the server. */
export async function seedTwoCompanies(owner: pg.Pool): Promise<TwoCompanies> {
  const one = async (sql: string, params: unknown[]) => (await owner.query<{ id: string }>(sql, params)).rows[0]!.id;
  const companyA = await one("insert into app_public.client_companies (name, vat_id) values ($1, $2) returning id", [
    "Alpha Bau GmbH",
    "DE111111111",
  ]);
  const companyB = await one("insert into app_public.client_companies (name, vat_id) values ($1, $2) returning id", [
    "Beta Handel KG",
    "DE222222222",
  ]);
  const user = (email: string, first: string, type = "STANDARD") =>
    one("insert into app_public.users (email, first_name, last_name, type) values ($1, $2, 'Test', $3) returning id", [
      email,
      first,
      type,
    ]);
  const userA = await user("a@test.example", "Anna");
  const userB = await user("b@test.example", "Bernd");
  const superAdmin = await user("root@test.example", "Sven", "SUPER_ADMIN");
  await owner.query(
    `insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN'), ($3, $4, 'ADMIN')`,
    [userA, companyA, userB, companyB],
  );
  const group = (company: string, by: string) =>
    one("insert into app_public.review_groups (client_company_id, created_by_user_id) values ($1, $2) returning id", [
      company,
      by,
    ]);
  return {
    companyA,
    companyB,
    userA,
    userB,
    superAdmin,
    reviewGroupA: await group(companyA, userA),
    reviewGroupB: await group(companyB, userB),
  };
}
