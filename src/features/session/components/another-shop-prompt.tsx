import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { type LinkToConfirm, sessionActions } from '../store/session-store'

/**
 * A launch link names another shop than the session this device holds (docs/decisions/0006): the
 * merchant is asked before anything changes. It names whose financing the link opens as far as is
 * known without loading any of it (the shop ids: nothing of either shop has loaded), and offers to
 * go on (a clean session for the link) or stay (the current session; the link's token is dropped).
 */
export function AnotherShopPrompt({ link }: { link: LinkToConfirm }) {
  const { t } = useLingui()
  const continueId = useId()
  const stayId = useId()
  const shop = <strong className="font-semibold break-words text-fg">{link.shopId}</strong>
  const signedInShop = <strong className="font-semibold break-words text-fg">{link.signedInShopId}</strong>
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 pt-10 pb-12 sm:px-6">
      <PageHeader title={t`Open another shop’s financing?`}>
        <p>
          <Trans>
            This link opens the financing of shop {shop}. On this device, you’re signed in for shop{' '}
            {signedInShop}.
          </Trans>
        </p>
      </PageHeader>
      <ul className="mt-5 space-y-3 text-base text-fg-muted">
        <li id={continueId}>
          <Trans>
            <strong className="font-semibold text-fg">Continue</strong> ends the session for shop{' '}
            {signedInShop} here, clears anything you haven’t submitted for it, and opens shop {shop}.
          </Trans>
        </li>
        <li id={stayId}>
          <Trans>
            <strong className="font-semibold text-fg">Stay</strong> keeps your session for shop {signedInShop}
            . This link won’t be used.
          </Trans>
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button aria-describedby={continueId} onClick={() => sessionActions.linkAnswered('continue')}>
          <Trans>Continue</Trans>
        </Button>
        <Button
          variant="outline"
          aria-describedby={stayId}
          onClick={() => sessionActions.linkAnswered('stay')}
        >
          <Trans>Stay</Trans>
        </Button>
      </div>
    </main>
  )
}
