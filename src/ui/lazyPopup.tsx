import {
  cloneElement,
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useId,
  useState,
} from "react";
import { loadOnce } from "./loadOnce.ts";

/** What the loaded pop-up receives besides the caller's props. */
export interface LazyPopupProps {
  /** The trigger (button) to render as the pop-up's target, as the caller gave it. */
  target: ReactElement;
  /** True: the person asked for the pop-up; it opens as soon as it is there. */
  defaultOpened: boolean;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A menu or pop-over whose code (Mantine's Menu/Popover/Combobox with Floating UI, the
 * dropdown's content) loads on first use instead of with the page. Until then the trigger is
 * the same button with `aria-haspopup`/`aria-expanded="false"`; pointing at it or focusing it
 * starts loading, and clicking it (Enter, Space) or pressing ArrowDown opens the real pop-up
 * with the same trigger as soon as it is there. Focus goes where the real pop-up puts it (a
 * menu into its dropdown); a pop-over keeps it on its trigger.
 */
export function createLazyPopup<P extends LazyPopupProps>(
  hasPopup: "menu" | "dialog" | "listbox",
  load: () => Promise<ComponentType<P>>,
) {
  // A failed download may be retried on the next attempt.
  const preload = loadOnce(load);
  const Loaded = lazy(async () => ({ default: await preload() }));

  function LazyPopup(props: Omit<P, keyof LazyPopupProps> & { trigger: ReactElement<TriggerProps> }) {
    const { trigger, ...rest } = props;
    // Set on the first request; whether the trigger had the focus then.
    const [request, setRequest] = useState<{ hadFocus: boolean } | null>(null);
    const id = useId();
    const activate = (event: SyntheticEvent<HTMLElement>) =>
      setRequest({ hadFocus: document.activeElement === event.currentTarget });
    const warmUp = () => void preload().catch(() => undefined);
    const placeholder = cloneElement(trigger, {
      "aria-haspopup": hasPopup,
      "aria-expanded": false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        activate(event);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        trigger.props.onKeyDown?.(event);
        if (event.key === "ArrowDown") {
          event.preventDefault();
          activate(event);
        }
      },
      onPointerEnter: warmUp,
      onFocus: warmUp,
    } as Partial<TriggerProps>);
    return (
      <span data-lazy-popup={id} style={{ display: "contents" }}>
        {request ? (
          <Suspense fallback={placeholder}>
            <Loaded {...({ ...rest, target: trigger, defaultOpened: true } as unknown as P)} />
            <KeepFocus popupId={id} hadFocus={request.hadFocus} />
          </Suspense>
        ) : (
          placeholder
        )}
      </span>
    );
  }
  LazyPopup.preload = preload;
  return LazyPopup;
}

/** The trigger is a new element once the pop-up is there: when the old one had focus and
 * nothing took it since (a menu moves it into its dropdown), the new trigger gets it. */
function KeepFocus({ popupId, hadFocus }: { popupId: string; hadFocus: boolean }) {
  useEffect(() => {
    if (!hadFocus) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    document
      .querySelector(`[data-lazy-popup="${CSS.escape(popupId)}"]`)
      ?.querySelector<HTMLElement>("button, a[href], [tabindex]")
      ?.focus();
    // Only when the pop-up first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
