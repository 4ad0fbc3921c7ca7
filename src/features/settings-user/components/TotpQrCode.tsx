import { Box, Loader } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

export interface TotpQrCodeProps {
  /** The otpauth:// URI to encode. */
  value: string;
  /** Accessible name of the image. */
  label: string;
  size?: number;
}

/** The enrolment URI as a QR code: an SVG, shown as a data-URL image (no canvas needed). */
export function TotpQrCode({ value, label, size = 184 }: TotpQrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 1 }).then((markup) => {
      if (isCurrent) setSvg({ value, markup });
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return (
    <Box
      w={size}
      h={size}
      p={6}
      bg="white"
      style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, flex: "none" }}
    >
      {svg && svg.value === value ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
          alt={label}
          width="100%"
          height="100%"
          style={{ display: "block" }}
        />
      ) : (
        <Loader size="sm" m="auto" />
      )}
    </Box>
  );
}
