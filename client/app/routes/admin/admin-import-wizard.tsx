import { Link } from 'react-router';
import { adminPaths } from '../../../config/paths';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ImportWizard } from '../../../features/admin/components/import-wizard';

/** /admin/imports/new (decisions 039, 053): a CSV or XLSX file of projects, companies, stations or statistics, previewed before it is saved. */
export default function AdminImportWizardPage() {
  return (
    <AdminPage
      title="İçe Aktar"
      description="Bir CSV veya XLSX dosyasındaki kayıtları önizleyip kaydedin. Her içe aktarma geri alınabilir."
      actions={
        <Link to={adminPaths.imports()} className="text-sm font-semibold text-amber-800 hover:underline dark:text-amber-300">
          Aktarım Geçmişi
        </Link>
      }
    >
      <ImportWizard />
    </AdminPage>
  );
}
