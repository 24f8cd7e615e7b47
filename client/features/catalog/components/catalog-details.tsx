import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { useDetailStack } from '../hooks/use-detail-stack';
import { CompanyDetailModal } from './company-detail-modal';
import { ProjectDetailModal } from './project-detail-modal';

/** Shows the top of the detail stack: a project or a company modal. */
export function CatalogDetails({ details, viewer }: { details: ReturnType<typeof useDetailStack>; viewer: CurrentUser | null }) {
  const top = details.stack[details.stack.length - 1];
  if (!top) return null;
  const onBack = details.stack.length > 1 ? details.back : undefined;
  return top.kind === 'project' ? (
    <ProjectDetailModal
      key={`project-${top.id}-${details.stack.length}`}
      id={top.id}
      viewer={viewer}
      onClose={details.close}
      onBack={onBack}
      onOpenCompany={(id) => details.push({ kind: 'company', id })}
    />
  ) : (
    <CompanyDetailModal
      key={`company-${top.id}-${details.stack.length}`}
      id={top.id}
      viewer={viewer}
      onClose={details.close}
      onBack={onBack}
      onOpenProject={(id) => details.push({ kind: 'project', id })}
    />
  );
}
