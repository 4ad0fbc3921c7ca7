import { Alert, Text } from "@mantine/core";
import { IconReplace } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shell/links.tsx";

export interface SupersededNoticeProps {
  /** The newer version of the document, linked when known. */
  newerDocumentRowId?: string | null;
  clientCompanyRowId?: string;
}

/** Shown on a superseded document: a newer version replaced it. */
export function SupersededNotice({ newerDocumentRowId, clientCompanyRowId }: SupersededNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" radius={0} py="xs" icon={<IconReplace size={18} />}>
      <Text fz="sm">
        {t("documentDetails.superseded.text")}
        {newerDocumentRowId ? (
          <>
            {" "}
            <AnchorLink
              to="/documents/$documentRowId"
              params={{ documentRowId: newerDocumentRowId }}
              search={{ clientCompanyRowId }}
              fz="sm"
              fw={500}
            >
              {t("documentDetails.superseded.openNewer")}
            </AnchorLink>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}
