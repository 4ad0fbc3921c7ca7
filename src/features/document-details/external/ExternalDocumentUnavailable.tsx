import { IconFileUnknown, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";

export interface ExternalDocumentUnavailableProps {
  /** The document was shared with this person and the share was revoked since. */
  wasShareWithdrawn: boolean;
  /** A sign-out link, for people with their own account. */
  actions?: ReactNode;
}

/** The shared document cannot be shown: their share was revoked (or the link withdrawn), or it
 * is not available to them, never shared or gone, which they are not told apart (a document
 * never shared with someone is none of their business). */
export function ExternalDocumentUnavailable({ wasShareWithdrawn, actions }: ExternalDocumentUnavailableProps) {
  const { t } = useTranslation();
  return wasShareWithdrawn ? (
    <CenteredMessage
      color="orange"
      icon={<IconLock size={36} stroke={1.6} />}
      title={t("documentDetails.external.revoked.title")}
      description={t("documentDetails.external.revoked.description")}
      actions={actions}
    />
  ) : (
    <CenteredMessage
      color="gray"
      icon={<IconFileUnknown size={36} stroke={1.6} />}
      title={t("documentDetails.external.missing.title")}
      description={t("documentDetails.external.missing.description")}
      actions={actions}
    />
  );
}
