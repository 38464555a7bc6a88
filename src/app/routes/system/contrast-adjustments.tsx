import { Trans, useLingui } from '@lingui/react/macro'
import { Card, CardTitle } from '@/components/ui/card'
import { describeAdjustment } from '@/features/partners/adjustment-copy'
import { useThemeAdjustments } from '@/features/partners/theme'

/** What the theme guard changed in the partner's colours (src/features/partners/contrast-guard.ts). */
export function ContrastAdjustments() {
  const { t } = useLingui()
  const adjustments = useThemeAdjustments()
  return (
    <Card className="mt-6">
      <CardTitle>
        <Trans>Colour contrast</Trans>
      </CardTitle>
      {adjustments === null ? (
        <p className="mt-2 text-sm text-fg-muted">
          <Trans>
            The partner’s theme is checked when the app opens; open it first to see the result here.
          </Trans>
        </p>
      ) : adjustments.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">
          <Trans>Every colour in this theme meets WCAG AA contrast as configured.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-fg-muted">
            <Trans>
              Some colours in this theme were changed so that text and controls stay readable (WCAG AA):
            </Trans>
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg">
            {adjustments.map((a) => (
              <li key={a.color}>{describeAdjustment(a, t)}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
