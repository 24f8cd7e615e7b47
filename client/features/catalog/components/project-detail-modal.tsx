import { DEFAULT_TOKEN_COSTS } from '../../../../shared/constants';
import { RepresentedMark } from '../../../components/detail/represented-mark';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { BuildingIcon } from '../../../components/ui/icons';
import { formatCurrency, formatDate, formatMeasure } from '../../../lib/format';
import type { ProjectDetail, ProjectDetailAnswer } from '../api/detail-types';
import { useProject } from '../api/get-project';
import { useOpenProject } from '../api/open-project';
import { editableProjectFields } from '../suggestion-fields';
import { viewerTier } from '../../../lib/viewer';
import { DetailGrid, DetailItem, DetailSection, LockedNotice, PaymentNotice, PremiumValue } from '../../../components/detail/detail-parts';
import { SourceLines } from '../../../components/detail/source-lines';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';
import { DetailModalFrame } from './detail-modal-frame';
import { FollowButton } from '../../../components/watches/follow-button';
import { StatusBadge } from '../../../components/detail/status-badge';
import { ProjectTimeline } from './project-timeline';
import { SuggestionModal } from './suggestion-modal';
import { VerifiedMark } from './verified-mark';
import { ChangeLog } from './change-log';
import { CorrectButton } from './correct-button';

const PREMIUM_TEXT: [keyof ProjectDetail, string][] = [
  ['investor', 'Yatırımcı'],
  ['contractor', 'Yüklenici (EPC)'],
  ['pv_module', 'PV modül'],
  ['inverter', 'İnverter'],
  ['construction', 'İnşaat'],
  ['inspection_consulting', 'Denetim / müşavirlik'],
  ['maintenance_repair', 'Bakım-onarım'],
  ['financial_institution', 'Finansman kuruluşu'],
  ['permission_status', 'İzin durumu'],
];

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's starting values: what the detail shows ('' where unknown or locked). */
export function projectSuggestionInitial(project: ProjectDetail): Record<string, string> {
  return {
    project_name: project.project_name,
    status_type_id: project.status?.id ?? '',
    type_id: project.type?.id ?? '',
    location_id: project.location?.id ?? '',
    city_id: project.city?.id ?? '',
    district_id: project.district?.id ?? '',
    dc_power: text(project.dc_power),
    dc_power_unit: project.dc_power_unit ?? '',
    ac_power: text(project.ac_power),
    ac_power_unit: project.ac_power_unit ?? '',
    storage_capacity: text(project.storage_capacity),
    storage_capacity_unit: project.storage_capacity_unit ?? '',
    investor: text(project.investor),
    contractor: text(project.contractor),
    pv_module: text(project.pv_module),
    inverter: text(project.inverter),
    construction: text(project.construction),
    inspection_consulting: text(project.inspection_consulting),
    maintenance_repair: text(project.maintenance_repair),
    total_investment_cost: text(project.total_investment_cost),
    investment_currency: project.investment_currency ?? '',
    financial_institution: text(project.financial_institution),
    permission_status: text(project.permission_status),
    project_start_date: day(project.project_start_date),
    commissioning_date: day(project.commissioning_date),
  };
}

interface ProjectDetailModalProps {
  id: string;
  viewer: CurrentUser | null;
  onClose: () => void;
  /** Opens a linked company's detail over this one. */
  onOpenCompany: (id: string) => void;
  onBack?: () => void;
}

function ProjectBody({ answer, viewer, onOpenCompany, onPay }: { answer: ProjectDetailAnswer; viewer: CurrentUser | null; onOpenCompany: (id: string) => void; onPay: () => void }) {
  const { project, access, cost } = answer;
  const tier = viewerTier(viewer);
  const full = access === 'full';
  const premium = (value: string | null | undefined) => (full ? value : <PremiumValue />);
  const place = [project.city?.name, project.district?.name].filter(Boolean).join(' / ');
  return (
    <>
      <div className="-mt-2 mb-5 flex flex-wrap items-center gap-2">
        <StatusBadge name={project.status?.name} />
        <VerifiedMark verified={project.is_verified} withText />
      </div>

      {!full &&
        (access === 'payment_required' && tier === 'premium' ? (
          <PaymentNotice cost={cost} onOpen={onPay} />
        ) : (
          <LockedNotice tier={tier} text="Yatırımcı, yüklenici, ekipman, yatırım tutarı, ilgili firmalar ve projenin geçmişi premium üyelere açıktır." />
        ))}

      <div className="mt-6">
        <DetailSection title="Temel Bilgiler">
          <DetailGrid>
            <DetailItem label="Proje tipi">{project.type?.name}</DetailItem>
            <DetailItem label="Uygulama yeri">{project.location?.name}</DetailItem>
            <DetailItem label="Şehir / İlçe">{place}</DetailItem>
            <DetailItem label="DC güç">{project.dc_power !== null ? formatMeasure(project.dc_power, project.dc_power_unit) : null}</DetailItem>
            <DetailItem label="AC güç">{project.ac_power !== null ? formatMeasure(project.ac_power, project.ac_power_unit) : null}</DetailItem>
            <DetailItem label="Depolama kapasitesi">
              {project.storage_capacity !== null && project.storage_capacity !== undefined
                ? formatMeasure(project.storage_capacity, project.storage_capacity_unit)
                : null}
            </DetailItem>
            <DetailItem label="Proje başlangıç tarihi">{project.project_start_date ? formatDate(project.project_start_date) : null}</DetailItem>
            <DetailItem label="Devreye alma tarihi">{project.commissioning_date ? formatDate(project.commissioning_date) : null}</DetailItem>
            <DetailItem label="Son güncelleme">{formatDate(project.updated_at)}</DetailItem>
          </DetailGrid>
        </DetailSection>

        <DetailSection title="Yatırım ve Paydaşlar">
          <DetailGrid>
            {PREMIUM_TEXT.map(([key, label]) => (
              <DetailItem key={key} label={label}>
                {premium(project[key] as string | null | undefined)}
              </DetailItem>
            ))}
            <DetailItem label="Toplam yatırım maliyeti">
              {full
                ? project.total_investment_cost !== null && project.total_investment_cost !== undefined
                  ? formatCurrency(project.total_investment_cost, project.investment_currency ?? 'TRY')
                  : null
                : <PremiumValue />}
            </DetailItem>
          </DetailGrid>
        </DetailSection>

        {full && project.companies && project.companies.length > 0 && (
          <DetailSection title="İlgili Firmalar">
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {project.companies.map((link) => (
                <li key={`${link.role}-${link.id}`}>
                  <button
                    type="button"
                    onClick={() => onOpenCompany(link.id)}
                    className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-amber-400 hover:bg-amber-50/50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/50 dark:hover:bg-slate-800/60"
                  >
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      <BuildingIcon className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900 dark:text-white">{link.company_name}</span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                        {link.role_label}
                        <RepresentedMark represented={link.represented} />
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </DetailSection>
        )}

        {full && project.history && (
          <DetailSection title="Proje Geçmişi">
            <ProjectTimeline events={project.history} />
          </DetailSection>
        )}

        {/* Every viewer reads where the record comes from (docs/product-rules.md#provenance). */}
        <DetailSection title="Kaynaklar">
          <SourceLines sources={project.sources} empty={SOURCES_MESSAGES.noSources} record />
        </DetailSection>

        {/* Every accepted change, for every viewer; premium fields' changes with the full detail (decision 070). */}
        <DetailSection title="Değişiklik Geçmişi">
          <ChangeLog entity="projects" id={project.id} access={answer.access} />
        </DetailSection>
      </div>
    </>
  );
}

/**
 * The project detail modal (docs/product-rules.md#catalogue): basic fields for everyone; premium fields as
 * placeholders until the viewer may see them; "Detayları Aç" for premium viewers of a verified
 * project not yet opened (token confirmation, then POST open); linked companies open their detail.
 */
export function ProjectDetailModal({ id, viewer, onClose, onOpenCompany, onBack }: ProjectDetailModalProps) {
  const detail = useProject(id);
  const project = detail.data?.project;
  return (
    <DetailModalFrame
      title={project?.project_name ?? 'Proje detayı'}
      detail={detail}
      open={useOpenProject(id)}
      viewer={viewer}
      costKey="project_detail"
      cost={detail.data?.cost ?? DEFAULT_TOKEN_COSTS.project_detail}
      onClose={onClose}
      onBack={onBack}
      renderBody={(answer, pay) => <ProjectBody answer={answer} viewer={viewer} onOpenCompany={onOpenCompany} onPay={pay} />}
      renderFollow={(answer) => (
        <>
          <FollowButton signedIn={Boolean(viewer)} subject={{ target: 'project', targetId: id }} name={answer.project.project_name} />
          <CorrectButton kind="projects" id={id} signedIn={Boolean(viewer)} />
        </>
      )}
      renderSuggestion={(answer, close) => (
        <SuggestionModal
          target="projects"
          id={id}
          subject={answer.project.project_name}
          fields={editableProjectFields(answer.project, answer.access)}
          initial={projectSuggestionInitial(answer.project)}
          onClose={close}
        />
      )}
    />
  );
}
