import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from './toast-store';

/** Renders the toast list; F8 (Radix's default hotkey) moves focus to the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`toast panel pointer-events-auto relative flex w-full items-start gap-3 p-4 pe-10 ${
            t.variant === 'destructive'
              ? 'border-live! bg-[color-mix(in_oklab,var(--c-live)_18%,var(--c-surface))]'
              : ''
          }`}
          data-variant={t.variant}
        >
          <div className="grid gap-1">
            {t.title ? (
              <ToastPrimitive.Title className="font-bold text-text">{t.title}</ToastPrimitive.Title>
            ) : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm text-muted">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute end-2 top-2 rounded-md p-1 text-muted hover:text-text"
          >
            <X aria-hidden size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-20 end-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:bottom-0 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
