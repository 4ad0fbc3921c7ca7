import { Group, Text } from "@mantine/core";
import { BrandMark } from "./BrandMark.tsx";

/** The partner brands a client company can carry (spec §1); null is the product's own. */
export type Branding = "NORDLICHT" | "KONTOR" | "STEUERWERK";

export const BRAND_NAMES: Record<Branding, string> = {
  NORDLICHT: "Nordlicht",
  KONTOR: "Kontor",
  STEUERWERK: "Steuerwerk",
};

export interface BrandLogoProps {
  branding: Branding | null;
  /** The product's own name, shown for unbranded companies. */
  productName: string;
  size?: number;
}

/** Mark and word of the brand in the top bar: the partner's for branded companies. */
export function BrandLogo({ branding, productName, size = 32 }: BrandLogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      {branding ? <PartnerMark branding={branding} size={size} /> : <BrandMark size={size} />}
      <Text fw={700} fz="lg" c="dark.7" lts={-0.2}>
        {branding ? BRAND_NAMES[branding] : productName}
      </Text>
    </Group>
  );
}

function PartnerMark({ branding, size }: { branding: Branding; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {branding === "NORDLICHT" ? (
        <>
          {/* Night-blue square with three aurora arcs */}
          <rect width="32" height="32" rx="8" fill="#1d2b53" />
          <path d="M6 22c4-8 16-12 20-12" fill="none" stroke="#5eead4" strokeWidth="2.4" strokeLinecap="round" />
          <path d="M7 26c4-6 13-9 18-9" fill="none" stroke="#a7f3d0" strokeWidth="2" strokeLinecap="round" />
          <circle cx="24" cy="7.5" r="1.6" fill="#fef9c3" />
        </>
      ) : branding === "KONTOR" ? (
        <>
          {/* Warm brick square with a ledger: a bound book and ruled lines */}
          <rect width="32" height="32" rx="8" fill="#9a3412" />
          <rect x="9" y="7" width="14" height="18" rx="1.5" fill="#fff7ed" />
          <path d="M12 7v18" stroke="#fdba74" strokeWidth="1.6" />
          <path d="M14.5 12h6M14.5 15.5h6M14.5 19h4" stroke="#9a3412" strokeWidth="1.5" strokeLinecap="round" />
        </>
      ) : (
        <>
          {/* Graphite square with a cog and a paragraph sign's sharp angle */}
          <rect width="32" height="32" rx="8" fill="#334155" />
          <circle cx="16" cy="16" r="7" fill="none" stroke="#fbbf24" strokeWidth="2.4" strokeDasharray="3.1 2.4" />
          <circle cx="16" cy="16" r="3" fill="#fbbf24" />
        </>
      )}
    </svg>
  );
}
