import { Navigate, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { DataConsent } from '@/features/consent/components/data-consent'
import { useShellData } from '../layouts/app-layout'

/** /consent/data-transfer: the data-sharing consent WITH_CONSENT partners ask for before applying. */
export function ConsentDataTransferRoute() {
  const data = useShellData()
  const navigate = useNavigate()
  if (data.theme?.config.mode.name !== 'WITH_CONSENT' || !data.shop)
    return <Navigate to={paths.home} replace />
  return (
    <DataConsent
      shopId={data.shop.id}
      partnerName={data.copy.partnerName}
      onGranted={() => void navigate(paths.businessInfo(1))}
      onTimedOut={() => void navigate(paths.consentTimeout)}
    />
  )
}
