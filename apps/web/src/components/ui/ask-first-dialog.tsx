import type { ScreenActions } from './screen-actions.ts';
import { ConfirmDialog } from './modal-dialog.tsx';

/** The confirm dialog of a screen's actions: what `askFirst` asks, answered Cancel or Confirm. */
export function AskFirstDialog({ actions }: { actions: ScreenActions }) {
  return (
    <ConfirmDialog
      open={!!actions.asking}
      text={actions.asking?.text ?? ''}
      busy={actions.busy}
      onCancel={() => actions.answer(false)}
      onConfirm={() => actions.answer(true)}
    />
  );
}
