import { IconArrowLeft, IconLock, IconSearchOff, IconToggleLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shell/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { HrefButton } from "./HrefLinks.tsx";

const K = "settingsAccountingPartners";

/** Spec part 2 §6: accounting settings need accounting access; otherwise this forbidden view. */
export function AccountingForbidden() {
  const { t } = useTranslation();
  const title = t(`${K}.forbidden.title`);
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconLock size={36} stroke={1.6} />}
      title={title}
      description={t(`${K}.forbidden.description`)}
    />
  );
}

export type AccountingFeature = "costCenters" | "costUnits" | "euOss";

/** Cost centres, cost units and EU OSS exist only with the company's feature (spec part 2, settings). */
export function AccountingFeatureOff({ feature }: { feature: AccountingFeature }) {
  const { t } = useTranslation();
  const title = t(`${K}.featureOff.${feature}`);
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconToggleLeft size={36} stroke={1.6} />}
      title={title}
      description={t(`${K}.featureOff.description`)}
    />
  );
}

export interface AccountingNotFoundProps {
  backHref: string;
  backLabel: string;
}

/** A detail page whose row does not exist (any more) or belongs to another company. */
export function AccountingNotFound({ backHref, backLabel }: AccountingNotFoundProps) {
  const { t } = useTranslation();
  const title = t(`${K}.notFound.title`);
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconSearchOff size={36} stroke={1.6} />}
      title={title}
      description={t(`${K}.notFound.description`)}
      actions={
        <HrefButton href={backHref} leftSection={<IconArrowLeft size={18} />}>
          {backLabel}
        </HrefButton>
      }
    />
  );
}
