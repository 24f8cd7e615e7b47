import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StationDetail } from '../../../../shared/schemas/stations';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { buttonClass } from '../../../components/ui/button-styles';
import { CrownIcon, DocumentIcon, LockIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../api/session';
import { DetailError, DetailItem, DetailSection, DetailSkeleton } from '../../../components/detail/detail-parts';
import { DetailFooter } from '../../../components/detail/detail-footer';
import { FollowButton } from '../../../components/watches/follow-button';
import { viewerTier, type ViewerTier } from '../../../lib/viewer';
import { useStation } from '../api/get-station';
import { formatCapacity, formatCoordinate, formatPeriod } from '../../../lib/station-format';
import { paths } from '../../../config/paths';
import { CapacityHistory } from './capacity-history';
import { SampleBadge } from '../../../components/detail/sample-badge';
import { SourceLines } from '../../../components/detail/source-lines';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';

/** Two columns at every width: the values are short, and the modal stays short on a phone. */
function Grid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-x-4 gap-y-3.5 sm:gap-x-6">{children}</dl>;
}

/** One value on its own row. */
function Row({ children }: { children: ReactNode }) {
  return <dl className="mt-3.5">{children}</dl>;
}

/** The "Premium İçerik" marker. */
function PremiumMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
      <LockIcon className="size-3.5" />
      {STATION_MESSAGES.premiumContent}
    </span>
  );
}

/** A blurred stand-in for a value the viewer may not see (nothing of it was sent). */
function Placeholder({ text }: { text: string }) {
  return (
    <span data-testid="premium-placeholder">
      <span aria-hidden="true" className="blur-[3px] select-none text-slate-500 dark:text-slate-400">
        {text}
      </span>
      <span className="sr-only">Premium üyelere özel</span>
    </span>
  );
}

/** Where a non-premium viewer gets the location: premium (members) or an account first (visitors). */
function LockedLocation({ tier }: { tier: ViewerTier }) {
  return (
    <>
      <Grid>
        <DetailItem label="Enlem">
          <Placeholder text="39.xxxxxx" />
        </DetailItem>
        <DetailItem label="Boylam">
          <Placeholder text="35.xxxxxx" />
        </DetailItem>
      </Grid>
      <Row>
        <DetailItem label="KML/KMZ Dosyası">
          <Placeholder text="trafo-merkezi.kml" />
        </DetailItem>
      </Row>
      <div className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-orange-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400/30 dark:from-amber-400/10 dark:to-orange-400/5">
        <div className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-slate-950">
            <CrownIcon className="size-5" />
          </span>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <strong className="block font-semibold text-slate-900 dark:text-white">{STATION_MESSAGES.premiumContent}</strong>
            Trafo merkezinin konumu, KML/KMZ dosyası ve harita görünümü premium üyelere özeldir.
          </p>
        </div>
        {tier === 'visitor' ? (
          <div className="grid shrink-0 grid-cols-2 gap-2">
            <Link to={paths.login()} className={buttonClass('secondary', 'md')}>
              Giriş Yap
            </Link>
            <Link to={paths.login({ mode: 'register' })} className={buttonClass('primary', 'md')}>
              Üye Ol
            </Link>
          </div>
        ) : (
          <Link to={paths.packages()} className={buttonClass('primary', 'md', 'shrink-0')}>
            Premium Üye Ol
          </Link>
        )}
      </div>
    </>
  );
}

function Location({ location }: { location: NonNullable<StationDetail['location']> }) {
  const { latitude, longitude, kml_url: kmlUrl, kml_format: kmlFormat } = location;
  return (
    <>
      <Grid>
        <DetailItem label="Enlem">{latitude !== null ? <span className="tabular-nums">{formatCoordinate(latitude)}</span> : null}</DetailItem>
        <DetailItem label="Boylam">{longitude !== null ? <span className="tabular-nums">{formatCoordinate(longitude)}</span> : null}</DetailItem>
      </Grid>
      <Row>
        <DetailItem label="KML/KMZ Dosyası">
          {kmlUrl ? (
            <a href={kmlUrl} download className={buttonClass('secondary', 'sm', 'mt-1')}>
              <DocumentIcon className="size-4" />
              {kmlFormat === 'kmz' ? 'KMZ İndir' : 'KML İndir'}
            </a>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">{STATION_MESSAGES.noKml}</span>
          )}
        </DetailItem>
      </Row>
    </>
  );
}

function StationBody({ station, tier }: { station: StationDetail; tier: ViewerTier }) {
  const location = station.locked ? null : station.location;
  return (
    <>
      <DetailSection title="Temel Bilgiler">
        <Grid>
          <DetailItem label="Trafo Merkezi">
            {station.station_name}
            <SampleBadge sample={station.sample} />
          </DetailItem>
          <DetailItem label="İl">{station.city.name}</DetailItem>
          <DetailItem label="Bara">{station.busbar}</DetailItem>
          <DetailItem label="İşletmeci">{station.operator}</DetailItem>
        </Grid>
      </DetailSection>
      <DetailSection title="Teknik Bilgiler">
        <Grid>
          <DetailItem label="Mevcut Kapasite">
            {station.available_capacity === null ? (
              <span className="text-slate-600 dark:text-slate-400">{STATION_MESSAGES.noCapacity}</span>
            ) : (
              <span className="font-semibold tabular-nums">{formatCapacity(station.available_capacity)}</span>
            )}
          </DetailItem>
          <DetailItem label="Bağlantı Seviyesi">{station.connection_level}</DetailItem>
          <DetailItem label="Dönem">{formatPeriod(station.month, station.year)}</DetailItem>
        </Grid>
      </DetailSection>
      <DetailSection title="Kapasite Geçmişi">
        {/* No figure yet: following the station is how a member hears of the first one (docs/decisions/044). */}
        {station.available_capacity === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{STATION_MESSAGES.noCapacityFollow}</p>
        ) : (
          <CapacityHistory station={station} />
        )}
        {/* The figures' sources, the one shown first (docs/product-rules.md#provenance). */}
        <SourceLines sources={station.capacity_sources} label="Kapasite verisinin kaynakları" className="mt-3" />
      </DetailSection>
      <DetailSection title="Konum" aside={location ? undefined : <PremiumMarker />}>
        {location ? <Location location={location} /> : <LockedLocation tier={tier} />}
      </DetailSection>
      <DetailSection title="Kaynaklar">
        <SourceLines sources={station.sources} label="Trafo merkezinin kaynakları" empty={SOURCES_MESSAGES.noSources} record />
      </DetailSection>
    </>
  );
}

interface StationDetailModalProps {
  /** The capacity row's id. */
  id: string;
  onClose: () => void;
}

/**
 * One station's monthly capacity (docs/product-rules.md#transformer-stations): Temel Bilgiler, Teknik Bilgiler and Konum. The
 * location and the KML/KMZ come only to premium viewers; others see placeholders and the way to it.
 */
export function StationDetailModal({ id, onClose }: StationDetailModalProps) {
  const detail = useStation(id);
  const { user } = useSession();
  const station = detail.data;
  const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
  const subtitle = station ? [station.city.name, station.operator].filter(Boolean).join(' · ') : undefined;

  return (
    <Modal size="lg" title={station?.station_name ?? 'Trafo Merkezi'} description={subtitle} onClose={onClose}>
      {station ? (
        <StationBody station={station} tier={viewerTier(user)} />
      ) : detail.isError ? (
        notFound ? (
          <DetailError message={STATION_MESSAGES.notFound} />
        ) : (
          <DetailError message={STATION_MESSAGES.detailLoadFailed} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <DetailSkeleton />
      )}
      <DetailFooter onClose={onClose}>{station && <FollowButton signedIn={Boolean(user)} subject={{ target: 'station', targetId: station.station_id }} name={station.station_name} />}</DetailFooter>
    </Modal>
  );
}
