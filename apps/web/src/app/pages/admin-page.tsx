import '../../locales/admin-texts';
import { AdminArea } from '../../features/admin/components/admin-area';
import { goHome } from '../navigation';

/**
 * Loaded lazily (its own chunk): visitors of the main page never download the admin code. The password
 * form and the dashboard come from the admin feature; the server guards the data (D10).
 */
export default function AdminPage() {
  return <AdminArea onBackHome={goHome} />;
}
