import { ResourceFormPage } from '../../../features/admin/components/resource-form';
import { projectForm } from '../../../features/admin/resources/projects';

/** /admin/projects/new and /admin/projects/{id} (spec 3 §2.6). */
export default function AdminProjectFormPage() {
  return <ResourceFormPage resource={projectForm} />;
}
