import { describe, expect, it } from "vitest";
import { bareAddress, parseInboundAddress } from "./address.ts";
import { authenticationResults, ignoreReason } from "./headers.ts";

describe("inbound addresses", () => {
  it("reads <alias>@domain and <alias>+<prefix>@domain, in any case", () => {
    expect(parseInboundAddress("mueller@belege.example", "belege.example")).toEqual({ alias: "mueller", prefix: null });
    expect(parseInboundAddress("Mueller+Eingang@Belege.Example", "belege.example")).toEqual({
      alias: "mueller",
      prefix: "eingang",
    });
  });

  it("refuses another domain, an empty or malformed local part, and a prefix no category can have", () => {
    for (const address of [
      "mueller@other.example",
      "mueller@belege.example.evil",
      "@belege.example",
      "m@belege.example",
      "mueller+@belege.example",
      "mueller+a+b@belege.example",
      "-mueller@belege.example",
      "mueller",
    ]) {
      expect(parseInboundAddress(address, "belege.example"), address).toBeNull();
    }
  });

  it("takes the bare address out of a display form", () => {
    expect(bareAddress('"Müller, Hans" <Hans@Example.COM>')).toBe("hans@example.com");
    expect(bareAddress("no address")).toBeNull();
    expect(bareAddress(undefined)).toBeNull();
  });
});

describe("loops and automatic mail", () => {
  const base: {
    envelopeFrom: string | null;
    from: string | null;
    inboundDomain: string;
    ownAddresses: string[];
    loopMarker: string;
  } = {
    envelopeFrom: "vendor@shop.example",
    from: "vendor@shop.example",
    inboundDomain: "belege.example",
    ownAddresses: ["no-reply@belegwerk.local"],
    loopMarker: "belegwerk-mail-intake",
  };
  const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()] ?? null;

  it("lets a person's mail through, also one that asks for no auto-reply", () => {
    expect(ignoreReason({ ...base, header: headers({}) })).toBeNull();
    expect(ignoreReason({ ...base, header: headers({ "auto-submitted": "no" }) })).toBeNull();
  });

  it("ignores bounces, auto-replies, bulk, lists and loops", () => {
    const reason = (over: Partial<typeof base>, h: Record<string, string> = {}) =>
      ignoreReason({ ...base, ...over, header: headers(h) })?.reason;
    expect(reason({ envelopeFrom: null })).toBe("BOUNCE");
    expect(reason({ envelopeFrom: "MAILER-DAEMON@mx.example" })).toBe("BOUNCE");
    expect(reason({}, { "auto-submitted": "auto-replied" })).toBe("AUTO_REPLY");
    expect(reason({}, { "x-autoreply": "yes" })).toBe("AUTO_REPLY");
    expect(reason({}, { precedence: "junk" })).toBe("BULK");
    expect(reason({}, { "list-id": "<news.shop.example>" })).toBe("BULK");
    expect(reason({}, { "x-loop": "belegwerk-mail-intake" })).toBe("LOOP");
    expect(reason({ from: "mueller@belege.example" })).toBe("LOOP");
    expect(reason({ envelopeFrom: "no-reply@belegwerk.local" })).toBe("LOOP");
  });
});

describe("SPF and DKIM results", () => {
  const all = (h: Record<string, string[]>) => ({ all: (name: string) => h[name] ?? [] });

  it("reads them from Authentication-Results and Received-SPF, the nearest hop first", () => {
    expect(
      authenticationResults(
        all({
          "authentication-results": [
            " mx.example; spf=pass smtp.mailfrom=shop.example; dkim=fail header.d=shop.example",
            " other; spf=fail; dkim=pass",
          ],
        }),
      ),
    ).toEqual({ spf: "pass", dkim: "fail" });
    expect(authenticationResults(all({ "received-spf": [" Softfail (domain of x does not designate)"] }))).toEqual({
      spf: "softfail",
      dkim: null,
    });
  });

  it("records nothing where the mail carries nothing or nonsense", () => {
    expect(authenticationResults(all({}))).toEqual({ spf: null, dkim: null });
    expect(authenticationResults(all({ "received-spf": ["<script>"] }))).toEqual({ spf: null, dkim: null });
  });
});
