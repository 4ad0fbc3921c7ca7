import { describe, expect, it } from "vitest";
import { INVITATION_VALID_DAYS } from "./invitations.ts";
import { invitationText, renderInvitationForm } from "./invitationPage.ts";
import { MIN_PASSWORD_LENGTH } from "./passwordPolicy.ts";

const form = (lang: "de" | "en", companyName: string | null) =>
  renderInvitationForm({
    lang,
    action: "/oidc/invitation/x",
    csrf: "c",
    fullName: '<img src=x onerror="alert(1)">',
    email: "olga@example.test",
    companyName,
  });

describe("invitation page", () => {
  it("speaks the page's language from the server's translations, the numbers filled in", () => {
    const de = form("de", "Müller & Söhne");
    expect(de).toContain("Willkommen bei Belegwerk");
    expect(de).toContain(`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen`);
    expect(de).toContain("<strong>Müller &amp; Söhne</strong> eingeladen");
    const en = form("en", null);
    expect(en).toContain("Welcome to Belegwerk");
    expect(en).toContain(`At least ${MIN_PASSWORD_LENGTH} characters`);
    expect(en).toContain("you have been invited to Belegwerk");
    expect(invitationText("en", "expired")).toContain(`valid for ${INVITATION_VALID_DAYS} days`);
    for (const html of [de, en]) expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it("escapes the invited person's name", () => {
    const html = form("de", null);
    expect(html).not.toContain("<img");
    expect(html).toContain("<strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</strong>");
  });
});
