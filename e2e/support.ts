import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-1";
export const DEMO_COMPANIES = {
  haustechnik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
  baeckerei: "0b8f5e1c-1a2b-4c3d-8e4f-000000000002",
  demoHandel: "0b8f5e1c-1a2b-4c3d-8e4f-000000000003",
  logistik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000004",
  metallbau: "0b8f5e1c-1a2b-4c3d-8e4f-000000000005",
};

/** The persisted id of an operation, from the committed query map. */
export function persistedId(operationName: string): string {
  const map = JSON.parse(readFileSync("persisted-queries/queryMap.json", "utf8")) as Record<string, string>;
  const entry = Object.entries(map).find(([, text]) =>
    new RegExp(`(query|mutation|subscription) ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`${operationName} is not in the query map`);
  return entry[0];
}

/** Signs in through the real login page of the built-in identity provider. */
export async function fillLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

export async function signIn(page: Page, email: string, returnTo?: string) {
  await page.goto(returnTo ? `/authorize?${new URLSearchParams({ returnTo })}` : "/authorize");
  await fillLoginForm(page, email);
  await expect(page).not.toHaveURL(/\/(oidc|authorize)/);
}
