import { useEffect, useState } from "react";

/** The current moment, renewed every `intervalMs` (for "vor 3 Minuten", "in 2 Stunden"). */
export function useTickingNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
