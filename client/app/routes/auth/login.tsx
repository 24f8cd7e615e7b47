import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardPage } from '../../../components/layouts/card-page';
import { useContracts } from '../../../features/legal/api/get-contracts';
import { LoginForm } from '../../../features/auth/components/login-form';
import { RegisterForm, type RequiredContracts } from '../../../features/auth/components/register-form';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Mode = 'login' | 'register';

const SWITCH_LINK = 'rounded font-semibold text-amber-700 hover:underline dark:text-amber-400';

/** Active mandatory contracts (the list endpoint returns active ones; cookie policies are separate). */
function useRequiredContracts(): RequiredContracts {
  // The same cached list as the footer's: no second request.
  const query = useContracts();
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return {
    status: 'success',
    items: query.data.items.filter((c) => c.must).map(({ id, title, file_url }) => ({ id, title, file_url })),
  };
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const item = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`h-10 flex-1 rounded-lg text-sm font-semibold transition-colors ${
        mode === value
          ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
          : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Giriş veya kayıt" className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {item('login', 'Giriş')}
      {item('register', 'Üye Ol')}
    </div>
  );
}

/** /login: sign-in and sign-up (?mode=register opens sign-up; ?redirect=/path is followed after sign-in). */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login';
  const redirectTo = safeRedirectPath(params.get('redirect')) ?? '/';
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const contracts = useRequiredContracts();
  useDocumentTitle(mode === 'register' ? 'Üye Ol' : 'Giriş Yap');

  const switchTo = (next: Mode, nextNotice: string | null = null) => {
    setNotice(nextNotice);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'register') updated.set('mode', 'register');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <CardPage
      top={<ModeSwitch mode={mode} onChange={(next) => switchTo(next)} />}
      title={mode === 'register' ? 'Ücretsiz üye olun' : 'Hesabınıza giriş yapın'}
      subtitle={
        mode === 'register'
          ? 'Proje ve firma veritabanına, istatistiklere ve sektör haberlerine erişmek için hesabınızı oluşturun.'
          : 'GüneşVeri hesabınızla giriş yaparak bakiyenizi ve premium özelliklerinizi kullanın.'
      }
      footer={
        mode === 'register' ? (
          <>
            Zaten hesabınız var mı?{' '}
            <button type="button" onClick={() => switchTo('login')} className={SWITCH_LINK}>
              Giriş yapın
            </button>
          </>
        ) : (
          <>
            Hesabınız yok mu?{' '}
            <button type="button" onClick={() => switchTo('register')} className={SWITCH_LINK}>
              Ücretsiz üye olun
            </button>
          </>
        )
      }
    >
      {mode === 'register' ? (
        <RegisterForm
          email={email}
          onEmailChange={setEmail}
          contracts={contracts}
          onSwitchToLogin={(message) => switchTo('login', message ?? null)}
        />
      ) : (
        <LoginForm email={email} onEmailChange={setEmail} redirectTo={redirectTo} notice={notice} />
      )}
    </CardPage>
  );
}
