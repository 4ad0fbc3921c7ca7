import { Progress } from "@mantine/core";

/** The thin bar under the statistics while another list loads. */
export function ListLoadingBar({ label }: { label: string }) {
  return <Progress value={100} animated size={3} pos="absolute" left={8} right={8} bottom={0} aria-label={label} />;
}
