import { IconFileUnknown, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";

export interface ExternalDocumentUnavailableProps {
  /** The document exists but is not (any more) shared with this person. */
  doesDocumentExist: boolean;
  /** A sign-out link, for people with their own account. */
  actions?: ReactNode;
}

/** The shared document cannot be shown: the share was revoked or the link expired, or the
 * document is gone. External people may be told which, unlike members (documentExists). */
export function ExternalDocumentUnavailable({ doesDocumentExist, actions }: ExternalDocumentUnavailableProps) {
  const { t } = useTranslation();
  return doesDocumentExist ? (
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
