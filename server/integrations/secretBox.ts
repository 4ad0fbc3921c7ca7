import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { IntegrationError } from "./provider.ts";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the integrations' API keys: `v1.<iv>.<tag>.<ciphertext>` (base64url). The
 * additional authenticated data binds a ciphertext to its company and provider, so a key copied
 * to another company's row does not decrypt. The 32-byte key comes from INTEGRATIONS_SECRET_KEY
 * (production) or from `<DATA_DIR>/integrations.key`, created on first start (mode 0600).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromKey(key: Buffer): SecretBox {
    if (key.length !== KEY_BYTES) throw new Error("the integrations secret must be 32 bytes");
    return new SecretBox(key);
  }

  /** The configured key, or the data directory's key file (made once, never overwritten). */
  static load(opts: { secretKey: Buffer | null; dataDir: string }): SecretBox {
    if (opts.secretKey) return SecretBox.fromKey(opts.secretKey);
    const file = join(opts.dataDir, "integrations.key");
    try {
      return SecretBox.fromKey(Buffer.from(readFileSync(file, "utf8").trim(), "base64"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    mkdirSync(opts.dataDir, { recursive: true });
    // Written whole under a name of its own, then linked into place: the link is atomic and
    // refuses an existing file, so a process starting at the same time (a web process beside a
    // worker) reads either no key file or a complete one, never a half-written one.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, randomBytes(KEY_BYTES).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return SecretBox.fromKey(Buffer.from(readFileSync(file, "utf8").trim(), "base64"));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return [
      VERSION,
      iv.toString("base64url"),
      cipher.getAuthTag().toString("base64url"),
      data.toString("base64url"),
    ].join(".");
  }

  /** The plaintext; INTEGRATION_KEY_UNREADABLE when the sealed text was made with another key or context. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || data === undefined)
      throw new IntegrationError("INTEGRATION_KEY_UNREADABLE");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      const tagBytes = Buffer.from(tag, "base64url");
      if (tagBytes.length !== TAG_BYTES) throw new Error("tag");
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new IntegrationError("INTEGRATION_KEY_UNREADABLE");
    }
  }
}

/** The context an API key is sealed with: its company and provider. */
export const apiKeyContext = (clientCompanyId: string, provider: string): string =>
  `integration-api-key:${clientCompanyId}:${provider}`;
