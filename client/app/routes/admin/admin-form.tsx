import { ResourceFormPage } from '../../../features/admin/components/resource-form';
import { companyForm } from '../../../features/admin/resources/companies';
import { newsForm } from '../../../features/admin/resources/news';
import { packageForm } from '../../../features/admin/resources/packages';
import { projectForm } from '../../../features/admin/resources/projects';
import { sourceForm } from '../../../features/admin/resources/sources';
import { statisticsForms } from '../../../features/admin/resources/statistics';
import { stationCapacityForm, stationCombinedForm, stationDefinitionForm } from '../../../features/admin/resources/stations';

const FORMS = {
  project: projectForm,
  company: companyForm,
  news: newsForm,
  package: packageForm,
  source: sourceForm,
  'station-combined': stationCombinedForm,
  'station-definition': stationDefinitionForm,
  'station-capacity': stationCapacityForm,
  ...statisticsForms,
};

/** Every back-office page form (/admin/<resource>/new and /admin/<resource>/{id}), named in the router, from its definition. */
export default function AdminFormPage({ form }: { form: keyof typeof FORMS }) {
  return <ResourceFormPage key={form} resource={FORMS[form]} />;
}
