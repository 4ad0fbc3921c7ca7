import { describe, expect, it } from "vitest";
import { isPublicAddress, resolveWebhookTarget, signWebhookBody, WebhookRefused } from "./webhook.ts";

describe("webhook targets", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["192.168.1.10", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["::1", false],
    ["fe80::1", false],
    ["fc00::1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:93.184.216.34", true],
    ["93.184.216.34", true],
    ["2a00:1450:4001:81a::200e", true],
    ["not-an-address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it("checks the resolved addresses, every one of them", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await expect(resolveWebhookTarget("https://erp.example.com/x", { allowPrivate: false, resolve })).rejects.toEqual(
      new WebhookRefused("WEBHOOK_ADDRESS_NOT_PUBLIC"),
    );
    await expect(
      resolveWebhookTarget("https://erp.example.com/x", { allowPrivate: true, resolve }),
    ).resolves.toMatchObject({
      address: "93.184.216.34",
    });
  });

  it("refuses plain http and credentials in the address", async () => {
    const resolve = async () => [{ address: "93.184.216.34", family: 4 }];
    for (const url of ["http://erp.example.com/", "https://user:pw@erp.example.com/", "nonsense"])
      await expect(resolveWebhookTarget(url, { allowPrivate: true, resolve })).rejects.toEqual(
        new WebhookRefused("WEBHOOK_NOT_HTTPS"),
      );
  });

  it("signs the body with HMAC-SHA256 (known vector)", () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signWebhookBody("what do ya want for nothing?", "Jefe")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
});
