import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs`, so relative times ("vor 3 Minuten") age. */
export function useNow(intervalMs: number = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
