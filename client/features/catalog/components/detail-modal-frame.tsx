import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { DetailError, DetailSkeleton } from '../../../components/detail/detail-parts';
import { DetailFooter } from '../../../components/detail/detail-footer';
import { TokenConfirmModal } from './token-confirm-modal';

interface DetailQuery<A> {
  data: A | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface OpenMutation {
  isPending: boolean;
  error: unknown;
  /** Opens at the cost the confirmation showed (the server refuses a cost that changed since). */
  mutate: (expectedCost: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
}

interface DetailModalFrameProps<A> {
  /** The item's name once loaded, else the generic title. */
  title: string;
  detail: DetailQuery<A>;
  open: OpenMutation;
  viewer: CurrentUser | null;
  costKey: 'project_detail' | 'company_detail';
  cost: number;
  onClose: () => void;
  onBack?: () => void;
  /** The loaded item; `pay` starts the token confirmation for "Detayları Aç". */
  renderBody: (answer: A, pay: () => void) => ReactNode;
  renderSuggestion: (answer: A, close: () => void) => ReactNode;
  /** "Takip Et" for the loaded item (features/watches), in the footer. */
  renderFollow?: (answer: A) => ReactNode;
}

/**
 * What the project and company detail modals share (docs/product-rules.md#catalogue): loading, error with retry,
 * the footer, the token confirmation before a paid open, and the suggestion form.
 */
export function DetailModalFrame<A>({ title, detail, open, viewer, costKey, cost, onClose, onBack, renderBody, renderSuggestion, renderFollow }: DetailModalFrameProps<A>) {
  const [confirming, setConfirming] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const answer = detail.data;

  return (
    <Modal size="xl" title={title} onClose={onClose}>
      {answer ? (
        renderBody(answer, () => setConfirming(true))
      ) : detail.isError ? (
        <DetailError message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
      <DetailFooter onBack={onBack} onClose={onClose} onSuggest={viewer && answer ? () => setSuggesting(true) : undefined}>
        {answer && renderFollow?.(answer)}
      </DetailFooter>

      {confirming && viewer && answer && (
        <TokenConfirmModal
          subject={title}
          costs={[{ cost_key: costKey, amount: cost }]}
          total={cost}
          balance={viewer.token_balance}
          pending={open.isPending}
          error={open.error ? errorMessage(open.error) : null}
          onConfirm={(shownCost) => open.mutate(shownCost, { onSuccess: () => setConfirming(false) })}
          onCancel={() => {
            setConfirming(false);
            open.reset();
          }}
        />
      )}
      {suggesting && answer && renderSuggestion(answer, () => setSuggesting(false))}
    </Modal>
  );
}
