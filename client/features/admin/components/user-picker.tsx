import { SearchPicker } from '../../../components/pickers/search-picker';
import { USER_PICKER_MIN_CHARS, type UserOption } from '../../../../shared/schemas/admin/users';
import { adminOptions } from '../api/admin-resource-api';
import type { PickerComponent } from '../registry/form';

const useUserOptions = adminOptions<UserOption>('/users', USER_PICKER_MIN_CHARS);

/** The company's linked user, searched by e-mail (docs/product-rules.md#admin-catalogue): Premium or Standard member, and Admin, marked. */
export const UserPicker: PickerComponent = (props) => (
  <SearchPicker<UserOption>
    {...props}
    useOptions={useUserOptions}
    labelOf={(user) => user.email}
    renderItem={(user) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="break-all">{user.email}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {user.is_premium ? 'Premium Üye' : 'Standart Üye'}
        </span>
        {user.is_super_admin && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">Admin</span>}
      </span>
    )}
    minChars={USER_PICKER_MIN_CHARS}
    placeholder="E-posta yazın"
    notFound="Kullanıcı bulunamadı"
    failed="Kullanıcılar yüklenemedi. Lütfen tekrar deneyin."
    chosenHint="Bu kullanıcı firmayı yönetebilir."
  />
);
