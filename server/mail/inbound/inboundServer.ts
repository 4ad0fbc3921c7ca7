import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { bareAddress } from "./address.ts";
import { deliver, type IntakeDeps, type IntakeTarget, logForAll, resolveTarget } from "./intake.ts";

/** Recipients of one message at most (more are refused one by one with 452). */
const MAX_RECIPIENTS = 20;

export interface InboundMailServer {
  /** The port it listens on (the configured one, or the one the system chose for 0). */
  port: number;
  close: () => Promise<void>;
}

type Session = SMTPServerSession & { targets?: IntakeTarget[] };

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The inbound SMTP server of documents by e-mail (smtp-server): mail to
 * `<company alias>[+<category prefix>]@MAIL_INBOUND_DOMAIN` becomes documents (intake.ts).
 * Refuses unknown recipients at RCPT (550) and other domains (no relay), announces its size
 * limit (SIZE) and refuses larger messages (552), answers only after the files are stored (a
 * 250 means nothing is lost; a failure on our side is a 451 the sender retries). No
 * authentication and no TLS: it is a receiving MX, not a submission server. A malformed
 * command or message is answered and logged; nothing a client sends ends the process.
 */
export async function startInboundMailServer(
  deps: IntakeDeps & { host: string; port: number; maxMessageBytes: number },
): Promise<InboundMailServer> {
  const { logger } = deps;
  const server = new SMTPServer({
    name: deps.domain,
    banner: "Belegwerk documents by e-mail",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: deps.maxMessageBytes,
    logger: false,
    maxClients: 200,
    socketTimeout: 120_000,
    onRcptTo(address, session: Session, callback) {
      const targets = (session.targets ??= []);
      if (targets.length >= MAX_RECIPIENTS) {
        callback(smtpError(452, "4.5.3 Too many recipients"));
        return;
      }
      resolveTarget(deps, address.address).then(
        (target) => {
          if (!target) {
            logger.info(
              { to: address.address, remote: session.remoteAddress },
              "mail intake: unknown recipient refused",
            );
            callback(
              smtpError(
                550,
                `5.1.1 <${address.address}>: no company or document category receives mail at this address`,
              ),
            );
            return;
          }
          if (
            !targets.some((t) => t.clientCompanyId === target.clientCompanyId && t.categoryId === target.categoryId)
          ) {
            targets.push(target);
          }
          callback();
        },
        (error: unknown) => {
          logger.error({ err: (error as Error).message }, "mail intake: recipient lookup failed");
          callback(smtpError(451, "4.3.0 Temporary failure; try again later"));
        },
      );
    },
    onData(stream, session: Session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= deps.maxMessageBytes) chunks.push(chunk);
      });
      stream.on("error", (error) => {
        logger.warn({ err: error.message }, "mail intake: the message stream failed");
      });
      stream.on("end", () => {
        const envelopeFrom = session.envelope.mailFrom ? bareAddress(session.envelope.mailFrom.address) : null;
        const envelope = { from: envelopeFrom, targets: session.targets ?? [], remoteAddress: session.remoteAddress };
        session.targets = [];
        if (stream.sizeExceeded || size > deps.maxMessageBytes) {
          const megabytes = Math.floor(deps.maxMessageBytes / (1024 * 1024));
          void logForAll(deps, envelope, null, {
            outcome: "REFUSED",
            reason: "MESSAGE_TOO_LARGE",
            detail: `${size} bytes, at most ${deps.maxMessageBytes}`,
          }).finally(() => callback(smtpError(552, `5.3.4 Message too large: at most ${megabytes} MB`)));
          return;
        }
        deliver(deps, Buffer.concat(chunks), envelope)
          .then((answer) => {
            if (answer.ok) callback(null, answer.message);
            else callback(smtpError(answer.code, answer.message));
          })
          .catch((error: unknown) => {
            logger.error({ err: (error as Error).message }, "mail intake: unexpected failure");
            callback(smtpError(451, "4.3.0 Temporary failure; try again later"));
          });
      });
    },
  });
  server.on("error", (error) => {
    // A broken connection or a protocol error of one client: logged, the server goes on.
    logger.warn({ err: error.message }, "mail intake: SMTP connection error");
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(deps.port, deps.host, () => {
      server.server.off("error", onError);
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : deps.port);
    });
  });
  logger.info({ port, domain: deps.domain }, "mail intake: inbound SMTP server listening");
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
