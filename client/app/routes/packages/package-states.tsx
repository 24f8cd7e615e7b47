import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Package } from '../../../../shared/schemas/billing';
import { buttonClass } from '../../../components/ui/button-styles';
import { ClockIcon, CoinIcon, InfoIcon, ShieldCheckIcon } from '../../../components/ui/icons';

// What both package pages share: the list's states (docs/product-rules.md#payments) and the benefits section.

export function PackageGrid({ query, children }: { query: UseQueryResult<{ items: Package[] }>; children: (items: Package[]) => ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Paketler yükleniyor" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-500/30 dark:bg-red-500/10">
        <h2 className="text-lg font-bold text-red-900 dark:text-red-100">Paketler Yüklenemedi</h2>
        <p className="mt-1 text-sm text-red-900 dark:text-red-100">Paketler yüklenirken bir hata oluştu</p>
        <button type="button" onClick={() => void query.refetch()} className={buttonClass('secondary', 'md', 'mt-4')}>
          Tekrar Dene
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-700">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">Henüz Paket Bulunamadı</h2>
        <button type="button" onClick={() => void query.refetch()} className={buttonClass('secondary', 'md', 'mt-4')}>
          Yeniden Yükle
        </button>
      </div>
    );
  }
  return <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">{children(query.data.items)}</div>;
}

const BENEFITS = [
  { icon: ShieldCheckIcon, title: 'Güvenli Ödeme', text: 'Kart bilgileriniz iyzico güvencesiyle işlenir; bizde saklanmaz.' },
  { icon: ClockIcon, title: 'Anında Aktivasyon', text: 'Ödemeniz onaylandığı anda premium özellikler açılır.' },
  { icon: InfoIcon, title: 'Esnek İptal', text: 'Aboneliğinizi profilinizden dilediğiniz zaman iptal edebilirsiniz.' },
  { icon: CoinIcon, title: '7/24 Destek', text: 'Sorularınız için destek ekibimiz her zaman yanınızda.' },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="mt-14">
      <h2 id="benefits-title" className="text-center text-2xl font-bold text-slate-900 dark:text-white">
        Neden GüneşVeri Premium?
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
            <Icon className="size-6 text-amber-700 dark:text-amber-400" />
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
